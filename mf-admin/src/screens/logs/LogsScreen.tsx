import { ListScreen } from '@acorduri/list-toolkit';
import { LogChartPanel } from './LogChartPanel';
import { LOG_LIST } from './logList';

/** /logs: the event log, with the events per day for the same filters above the table. */
export default function LogsScreen() {
  return <ListScreen definition={LOG_LIST} aboveTable={(filters) => <LogChartPanel filters={filters} />} />;
}
