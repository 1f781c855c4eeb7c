import { withDatabaseName } from './resolveDatabase';

describe('withDatabaseName', () => {
  it('adds the default database when the URI names none', () => {
    expect(withDatabaseName('mongodb://127.0.0.1:27017/')).toBe('mongodb://127.0.0.1:27017/acorduri');
    expect(withDatabaseName('mongodb://127.0.0.1:27017')).toBe('mongodb://127.0.0.1:27017/acorduri');
    expect(withDatabaseName('mongodb://h:1/?replicaSet=rs0')).toBe('mongodb://h:1/acorduri?replicaSet=rs0');
  });

  it('keeps a database that is already named', () => {
    expect(withDatabaseName('mongodb://h:1/altceva?x=1')).toBe('mongodb://h:1/altceva?x=1');
  });
});
