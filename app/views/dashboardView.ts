import { busyHours } from '../../src/domain/prepReport';
import { pad } from '../../src/domain/shopTime';
import type { DashboardReport } from '../../src/screens/AdminDashboardScreen';
import type { PrepReportAnswer } from '../api/prepReport';

type Figures = PrepReportAnswer['period'];

const figures = (group: Figures) => ({
  orders: group.orders,
  medianMinutes: group.median_minutes,
  p90Minutes: group.p90_minutes,
  late: group.late,
});

/** An empty report, for the screen while the report loads or fails (the screen shows the status then). */
export const NO_REPORT: DashboardReport = {
  lateAfterMinutes: 15,
  period: { orders: 0, medianMinutes: null, p90Minutes: null, late: 0 },
  days: [],
  hours: [],
  takings: [],
};

/** `GET order/report` as the dashboard's view model: days labelled by day of month, the busy hours as `09:00`. */
export function dashboardReport(answer: PrepReportAnswer): DashboardReport {
  return {
    lateAfterMinutes: answer.late_after_minutes,
    period: figures(answer.period),
    days: answer.days.map((day) => ({ label: day.date.slice(8), ...figures(day) })),
    hours: busyHours(answer.hours).map((hour) => ({ label: `${pad(hour.hour)}:00`, ...figures(hour) })),
    takings: answer.takings.map((day) => ({
      date: day.date,
      card: day.card,
      bankAccount: day.bank_account,
      qris: day.qris,
      cashDue: day.cash_due,
      cash: day.cash,
      total: day.total,
      orders: day.orders,
    })),
  };
}
