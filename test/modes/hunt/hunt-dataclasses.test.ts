// Issue 47 item 1: fixtures keep dataclass instances. A src-layout library with a frozen
// dataclass of its own (Money); properties draw it (`st.builds(Money, amount=st.decimals(...),
// currency=st.sampled_from([...]))`: under isolation: process the class is the subject's, a
// proxy, and each drawn instance a handle) and the test's own dataclass holding one (Order).
// Under the default isolation (process) and under shared, the hunt on the buggy parent writes
// typed fixtures (the class by name, its init fields by name), each replays the SAME failure on
// the parent (verified), passes on the fix and fails on a regression through the lane; a pull
// request that changes Money's fields makes the replay an error row naming the fixture and the
// class. A dataclass with an init=False field is refused at hunt time, naming the argument.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { HuntRun } from "../../../src/modes/hunt/hunt.js";
import { fixtureArgument, fixtureRows as laneFixtureRows, huntOne, proposedJournal } from "../../support/python-hunt.js";
import { tempRepo, type TempRepo } from "../../support/repo.js";

const LIB = (bug: boolean, field = "") => `import dataclasses
from decimal import Decimal


@dataclasses.dataclass(frozen=True)
class Money:
    amount: Decimal
    currency: str${field}


@dataclasses.dataclass
class Tally:
    count: int
    seen: int = dataclasses.field(default=0, init=False)


def minor_units(money):
    return int(money.amount * ${bug ? "100" : '(1 if money.currency == "JPY" else 100)'})


def line_total(price, quantity):
    return Money(price.amount * ${bug ? "(quantity if quantity < 4 else quantity - 1)" : "quantity"}, price.currency)
`;
const TEST = `import dataclasses

from hypothesis import given, settings, strategies as st

from moneylib import Money, Tally, line_total, minor_units

MONEY = st.builds(Money, amount=st.decimals(min_value=0, max_value=1000, places=2), currency=st.sampled_from(["EUR", "JPY", "USD"]))


@dataclasses.dataclass(frozen=True)
class Order:
    price: object
    quantity: int


@settings(max_examples=200, database=None, deadline=None)
@given(money=MONEY)
def test_money(money):
    assert minor_units(money) == int(money.amount * (1 if money.currency == "JPY" else 100))


@settings(max_examples=200, database=None, deadline=None)
@given(order=st.builds(Order, price=MONEY, quantity=st.integers(1, 6)))
def test_order(order):
    assert isinstance(order, Order)
    assert line_total(order.price, order.quantity).amount == order.price.amount * order.quantity


@settings(max_examples=100, database=None, deadline=None)
@given(tally=st.builds(Tally, count=st.integers(0, 9)))
def test_tally(tally):
    assert tally.count < 3
`;
const SELECTOR = "tests/properties/test_money.py";
const PROPS = ["money", "order"] as const;
const journal = (id: string) => proposedJournal(SELECTOR, id);

describe.each(["process", "shared"])("isolation: %s", (isolation) => {
  let repo: TempRepo;
  let parent: string;
  const hunted = new Map<string, HuntRun>();
  const huntOf = (property: string) => huntOne(repo.dir, parent, property);
  const fixtureRows = (base: string, head: string, property: string) => laneFixtureRows(repo.dir, base, head, property);
  const argumentOf = (run: HuntRun, name: string) => fixtureArgument(repo.dir, run, name);

  beforeAll(async () => {
    repo = tempRepo("seedgate-dataclasses-");
    repo.write("pyproject.toml", '[project]\nname = "moneylib"\nversion = "0.1"\n');
    repo.write("src/moneylib/__init__.py", LIB(true));
    repo.write(SELECTOR, TEST);
    repo.write(".github/seedgate.yml", `runners:\n  isolation: ${isolation}\n  timeout: 60\n  pythonPaths: [src]\n`);
    parent = repo.commit("parent: the bugs");
    repo.write("src/moneylib/__init__.py", LIB(false));
    for (const id of [...PROPS, "tally"]) repo.write(`oracles/${id}.json`, journal(id));
    repo.commit("fix + journals");
    for (const id of PROPS) hunted.set(id, await huntOf(id));
  }, 600_000);
  afterAll(() => repo.cleanup());

  test("each hunt writes a typed fixture holding the dataclass, which replays the same failure on the parent", () => {
    for (const id of PROPS) {
      const run = hunted.get(id)!;
      expect(run.errors, id).toEqual([]);
      expect(run.status, id).toBe("hit");
      for (const r of run.rows.filter((x) => x.outcome === "hit")) expect(r.fixture, `${id} seed ${r.seed}`).toMatchObject({ source: "typed", verified: true });
    }
    expect(argumentOf(hunted.get("money")!, "money")).toEqual(["dc", "moneylib", "Money", "amount", ["N", expect.any(String)], "currency", "JPY"]);
    expect(argumentOf(hunted.get("order")!, "order")).toEqual([
      "dc",
      expect.stringMatching(/test_money$/),
      "Order",
      "price",
      ["dc", "moneylib", "Money", "amount", ["N", expect.any(String)], "currency", expect.any(String)],
      "quantity",
      4,
    ]);
  });

  test("locked, each fixture passes on the fix and fails on a regression; a PR that changes Money's fields is an error row", async () => {
    for (const id of PROPS) {
      const run = hunted.get(id)!;
      const doc = run.proposal!.document as { replay: object };
      const fixtures = run.proposal!.fixtures.map((f) => f.path);
      repo.write(`oracles/${id}.json`, JSON.stringify({ ...doc, state: "locked", replay: { ...doc.replay, fixtures } }, null, 2) + "\n");
    }
    const human = repo.commit("a human locks them");
    for (const id of PROPS)
      expect(
        (await fixtureRows(human, human, id)).map((r) => r[0]),
        id,
      ).toEqual(["pass"]);
    repo.write("src/moneylib/__init__.py", LIB(true));
    const regression = repo.commit("a PR that brings the bugs back");
    for (const id of PROPS) {
      const rows = await fixtureRows(human, regression, id);
      expect(
        rows.map((r) => r[0]),
        id,
      ).toEqual(["fail"]);
      expect(rows[0]![1], id).toMatch(/^AssertionError/);
    }
    repo.write("src/moneylib/__init__.py", LIB(false, '\n    rounding: str = "half-even"'));
    const reshaped = repo.commit("a PR that gives Money another field");
    for (const id of PROPS) {
      const rows = await fixtureRows(human, reshaped, id);
      expect(
        rows.map((r) => r[0]),
        id,
      ).toEqual(["error"]);
      expect(rows[0]![1], id).toMatch(
        /^the fixture \S*oracles\/\S+\.json cannot be replayed: it holds a dataclass moneylib\.Money whose init fields are now \(amount, currency, rounding\), not the fixture's \(amount, currency\)/s,
      );
    }
  }, 300_000);

  test("a dataclass with an init=False field is refused at hunt time, naming the argument and the class", async () => {
    const r = await huntOf("tally");
    expect(r.hits).toEqual([1]);
    expect(String((r.rows[0]!.fixture as { error?: string }).error)).toMatch(
      /argument tally \(.*\) cannot be stored in a fixture: .*moneylib\.Tally whose field seen is init=False.*hint:/,
    );
    expect(r.proposal?.fixtures ?? []).toEqual([]);
  }, 120_000);
});
