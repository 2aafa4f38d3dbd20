import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { takingsCsv, takingsFileName } from '../../src/domain/prepReport';
import { reportCsv, shopDate, shopDateBefore } from '../../src/domain/report';
import { POPUPS } from '../../src/domain/messages';
import { AdminDashboardScreen, type DashboardRange } from '../../src/screens/AdminDashboardScreen';
import { errorText } from '../api/client';
import { useIncome } from '../api/income';
import { paidOrdersQuery } from '../api/paidOrders';
import { usePrepReport } from '../api/prepReport';
import { usePopups } from '../state/popups';
import { screenStatus } from '../views/screenStatus';
import { saveTextFile, shareLink } from '../browser/share';
import { dashboardReport, NO_REPORT } from '../views/dashboardView';
import { PageTitle } from '../views/PageTitle';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The period from the address (`?from=2026-11-17&to=2026-11-23`), else the last seven days. */
function usePeriod(): [DashboardRange, (range: DashboardRange) => void] {
  const [params, setParams] = useSearchParams();
  const today = shopDate(new Date());
  const to = DATE.test(params.get('to') ?? '') ? params.get('to')! : today;
  const from = DATE.test(params.get('from') ?? '') ? params.get('from')! : shopDateBefore(to, 6);
  return [{ from, to }, (range) => setParams({ from: range.from, to: range.to }, { replace: true })];
}

/**
 * `/admin/dashboard`: the shop's real figures only (paid income per day, preparation times from the
 * orders' timestamps, takings by payment method), a period filter, Download and Share Report, and the
 * takings as CSV. No cost or staff figures: the shop keeps neither, so none are shown.
 */
export function DashboardRoute() {
  const { t } = useLingui();
  const client = useQueryClient();
  const { alert } = usePopups();
  const [range, setRange] = usePeriod();
  const income = useIncome(range);
  const report = usePrepReport(range);
  const days = income.data ?? [];
  const view = report.data ? dashboardReport(report.data) : NO_REPORT;
  const status = screenStatus(income);
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
          lines: order.lines,
        })),
      );
      saveTextFile(`coffee-shop-report-${range.from}-to-${range.to}.csv`, csv, 'text/csv');
    } catch (error) {
      failed(error);
    }
  };

  return (
    <>
      <PageTitle page={t`Dashboard`} />
      <AdminDashboardScreen
        status={status === 'ready' ? screenStatus(report) : status}
        income={days.map((day) => ({ label: day.date.slice(8), income: day.income }))}
        report={view}
        range={range}
        today={shopDate(new Date())}
        onRangeChange={(next) => {
          if (DATE.test(next.from) && DATE.test(next.to) && next.from <= next.to) setRange(next);
        }}
        onRetry={() => {
          if (income.isError) void income.refetch();
          if (report.isError) void report.refetch();
        }}
        onDownloadTakings={() =>
          saveTextFile(takingsFileName(range.from, range.to), takingsCsv(view.takings), 'text/csv')
        }
        onDownloadReport={() => void downloadReport()}
        onShareReport={() =>
          void shareLink({ title: t`Coffee Shop report`, url: window.location.href }).then((how) => {
            if (how === 'copied')
              void alert({ tone: 'success', title: t`Link copied`, text: t`Paste it to share this report.` });
          }, failed)
        }
      />
    </>
  );
}
