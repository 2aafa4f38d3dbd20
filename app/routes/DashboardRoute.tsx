import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { reportCsv, shopDate, shopDateBefore } from '../../src/domain/report';
import { POPUPS } from '../../src/domain/messages';
import { AdminDashboardScreen, type DashboardRange } from '../../src/screens/AdminDashboardScreen';
import { errorText } from '../api/client';
import { useIncome } from '../api/income';
import { paidOrdersQuery } from '../api/paidOrders';
import { usePopups } from '../state/popups';
import { screenStatus } from '../views/screenStatus';
import { saveTextFile, shareLink } from '../browser/share';

/** Staff figures are not kept by the shop yet: the block shows the specification's sample. */
const BEST_STAFF = [
  { name: 'Cheryn Laurent', role: 'Barista', ordersServed: 182 },
  { name: 'Dimas Pratama', role: 'Kitchen', ordersServed: 151 },
  { name: 'Ayu Lestari', role: 'Cashier', ordersServed: 137 },
];
/** The income a period should reach, for the goals block (IDR). */
const INCOME_GOAL = 5_000_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The period from the address (`?from=2026-11-17&to=2026-11-23`), else the last seven days. */
function usePeriod(): [DashboardRange, (range: DashboardRange) => void] {
  const [params, setParams] = useSearchParams();
  const today = shopDate(new Date());
  const to = DATE.test(params.get('to') ?? '') ? params.get('to')! : today;
  const from = DATE.test(params.get('from') ?? '') ? params.get('from')! : shopDateBefore(to, 6);
  return [{ from, to }, (range) => setParams({ from: range.from, to: range.to }, { replace: true })];
}

/** `/admin/dashboard`: the shop's real paid income per day, a period filter, Download and Share Report. */
export function DashboardRoute() {
  const client = useQueryClient();
  const { alert } = usePopups();
  const [range, setRange] = usePeriod();
  const income = useIncome(range);
  const days = income.data ?? [];
  const total = days.reduce((sum, day) => sum + day.income, 0);
  const failed = (error: unknown) => void alert({ tone: 'error', title: POPUPS.failedTitle, text: errorText(error) });

  const downloadReport = async () => {
    try {
      // The server lists exactly what the chart counts (paid in the period, shop time), every one of them.
      const paid = await client.fetchQuery(paidOrdersQuery(range));
      const csv = reportCsv(
        paid.map((order) => ({
          id: order.id,
          createdAt: order.createdAt,
          paidAt: order.paidAt,
          customer: order.user.username ?? '',
          deliveryMethod: order.delivery_method,
          status: order.status,
          total: order.total,
        })),
      );
      saveTextFile(`coffee-shop-report-${range.from}-to-${range.to}.csv`, csv, 'text/csv');
    } catch (error) {
      failed(error);
    }
  };

  return (
    <AdminDashboardScreen
      status={screenStatus(income)}
      income={days.map((day) => ({ label: day.date.slice(8), income: day.income, outcome: day.outcome }))}
      range={range}
      onRangeChange={(next) => {
        if (DATE.test(next.from) && DATE.test(next.to) && next.from <= next.to) setRange(next);
      }}
      onRetry={() => void income.refetch()}
      bestStaff={BEST_STAFF}
      goals={[
        { label: 'Income goal for this period', percent: Math.min(100, Math.round((total / INCOME_GOAL) * 100)) },
        {
          label: 'Days with sales',
          percent: days.length ? Math.round((days.filter((d) => d.orders > 0).length / days.length) * 100) : 0,
        },
      ]}
      onDownloadReport={() => void downloadReport()}
      onShareReport={() =>
        void shareLink({ title: 'Coffee Shop report', url: window.location.href }).then((how) => {
          if (how === 'copied')
            void alert({ tone: 'success', title: 'Link copied', text: 'Paste it to share this report.' });
        }, failed)
      }
    />
  );
}
