import auth from './auth.json';
import common from './common.json';
import couple from './couple.json';
import dashboard from './dashboard.json';
import datePlansCatalogue from './date-plans-catalogue.json';
import profile from './profile.json';
import validation from './validation.json';

export default {
  ...common,
  ...auth,
  ...validation,
  ...couple,
  ...dashboard,
  ...datePlansCatalogue,
  ...profile,
};
