import { Button } from '../components/Button';
import { DateTimeField } from '../components/DateTimeField';
import { IncomeChart, type IncomeChartDatum } from '../components/IncomeChart';
import { StatCard } from '../components/StatCard';
import { formatIdr } from '../domain/format';
import { StatusGate, type ScreenStatus } from '../components/StatusGate';

export interface DashboardRange {
  from: string;
  to: string;
}

export interface StaffMember {
  name: string;
  role: string;
  ordersServed: number;
}

export interface DashboardGoal {
  label: string;
  /** 0 to 100. */
  percent: number;
}

/** The admin dashboard: income per day, the Monthly Report filter, report actions, best staff and goals. */
export interface AdminDashboardScreenProps {
  status: ScreenStatus;
  income: IncomeChartDatum[];
  range: DashboardRange;
  onRangeChange: (range: DashboardRange) => void;
  onDownloadReport: () => void;
  onShareReport: () => void;
  bestStaff: StaffMember[];
  goals: DashboardGoal[];
  chartHeight?: number;
  onRetry?: () => void;
}

export function AdminDashboardScreen({
  status,
  income,
  range,
  onRangeChange,
  onDownloadReport,
  onShareReport,
  bestStaff,
  goals,
  chartHeight = 420,
  onRetry,
}: AdminDashboardScreenProps) {
  const totalIncome = income.reduce((sum, day) => sum + day.income, 0);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-heading text-title text-heading">Dashboard</h1>
          <p className="text-body">Monthly Report</p>
        </div>
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="sr-only">Report period</legend>
          <DateTimeField
            label="From"
            value={`${range.from}T00:00`}
            onChange={(value) => onRangeChange({ ...range, from: value.slice(0, 10) })}
          />
          <DateTimeField
            label="To"
            value={`${range.to}T23:59`}
            onChange={(value) => onRangeChange({ ...range, to: value.slice(0, 10) })}
          />
        </fieldset>
      </header>
      <StatusGate status={status} onRetry={onRetry} loadingLabel="Loading the report">
        {() => (
          <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
            <section
              aria-label="Income"
              className="flex min-w-0 flex-col gap-4 rounded-card bg-surface p-6 shadow-soft"
            >
              <StatCard label="Income in this period" value={formatIdr(totalIncome)} />
              <IncomeChart data={income} height={chartHeight} />
              <div className="flex flex-wrap gap-3">
                <Button variant="primary" onPress={onDownloadReport}>
                  Download Report
                </Button>
                <Button variant="accent" onPress={onShareReport}>
                  Share Report
                </Button>
              </div>
            </section>
            <div className="flex flex-col gap-6">
              <section
                aria-labelledby="best-staff"
                className="flex flex-col gap-3 rounded-card bg-surface p-6 shadow-soft"
              >
                <h2 id="best-staff" className="font-heading text-section text-heading">
                  Best Staff of the Month
                </h2>
                <ol className="flex flex-col gap-3">
                  {bestStaff.map((member) => (
                    <li key={member.name} className="flex items-center justify-between gap-3">
                      <span>
                        <span className="block font-semibold text-heading">{member.name}</span>
                        <span className="text-small text-muted">{member.role}</span>
                      </span>
                      <span className="text-small text-body">{member.ordersServed} orders</span>
                    </li>
                  ))}
                </ol>
              </section>
              <section aria-labelledby="goals" className="flex flex-col gap-3 rounded-card bg-surface p-6 shadow-soft">
                <h2 id="goals" className="font-heading text-section text-heading">
                  Goals
                </h2>
                {goals.map((goal) => (
                  <div key={goal.label} className="flex flex-col gap-1">
                    <span className="flex justify-between text-small text-heading">
                      {goal.label}
                      <span>{goal.percent}%</span>
                    </span>
                    <span
                      role="progressbar"
                      aria-label={goal.label}
                      aria-valuenow={goal.percent}
                      aria-valuemin={0}
                      aria-valuemax={100}
                      className="block h-3 overflow-hidden rounded-full bg-surface-sunken"
                    >
                      <span className="block h-full rounded-full bg-accent" style={{ width: `${goal.percent}%` }} />
                    </span>
                  </div>
                ))}
              </section>
            </div>
          </div>
        )}
      </StatusGate>
    </div>
  );
}
