// The agent's own example tests: they pass on the buggy merge, and they never vote.
const { merge } = require("../src/intervals.js");

test("touching intervals merge", () => {
  expect(merge([[0, 2], [2, 4]])).toEqual([[0, 4]]);
});
