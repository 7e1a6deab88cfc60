/** JSON inside <script>: "<" escaped so no "</script>" or "<!--" can end or bend it. */
export const scriptJson = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');
