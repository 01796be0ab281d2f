// @aws-lite/dynamodb ships no types; db.ts types the operations it uses.
declare module '@aws-lite/dynamodb' {
  const plugin: object;
  export default plugin;
}
