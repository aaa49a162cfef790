// `npm run lint`'s import check: dependency-cruiser with the rules of .dependency-cruiser.cjs.
// Through its API, not the `depcruise` command: the command refuses to start on Node 20 (it
// follows Node's release cycle), which this project still supports; the API runs on it.
import { cruise, format } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const ROOTS = ['src', 'test', 'e2e', 'bench', 'scripts'];

const { forbidden, options } = await extractDepcruiseConfig('./.dependency-cruiser.cjs');
const result = await cruise(
  ROOTS,
  {
    ...options,
    ruleSet: { forbidden },
    validate: true,
  },
  {},
  { tsConfig: extractTSConfig(options.tsConfig.fileName) },
);
if (typeof result.output === 'string') throw new Error('dependency-cruiser returned no result');
const report = await format(result.output, { outputType: 'err' });
process.stdout.write(report.output);
process.exitCode = report.exitCode;
