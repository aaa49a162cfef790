import auth from './auth.json';
import bucketList from './bucket-list.json';
import common from './common.json';
import couple from './couple.json';
import dashboard from './dashboard.json';
import events from './events.json';
import profile from './profile.json';
import stats from './stats.json';
import validation from './validation.json';

export default {
  ...common,
  ...auth,
  ...validation,
  ...couple,
  ...dashboard,
  ...profile,
  ...events,
  ...bucketList,
  ...stats,
};
