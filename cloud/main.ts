// Cloud Code entry, bundled by scripts/build/cloud.ts into dist-cloud/main.cjs for any Parse
// Server to load. Each module registers its own functions and triggers when imported; a new
// feature adds one import line here.
import './user-rules.ts';
import './visitor-functions.ts';
import './admin-functions.ts';
import './optimize-text.ts';
