import t from 'tap';
import { activityClash } from '../../../projections/classify/activity.ts';
import { markCustomers, queryGroups } from '../../../projections/classify/expand.ts';
import { weigh } from '../../../projections/classify/rank.ts';

/**
 * The verb a firm uses says its kind of activity (activity.ts): making, or trading wholesale or retail. An industry
 * whose title names only another kind clashes with the text (rank.ts counts `ACTIVITY_CLASH` of its blended score).
 * Titles are the official NAICS 2022 and ISIC Rev 4 ones.
 */
const weighted = (text: string) => {
  const groups = markCustomers(text, queryGroups(text)).map((g) => ({ ...g, bridges: [] }));
  const df = new Map<string, number>();
  for (const g of groups) for (const s of g.alternatives.flat()) df.set(s, 200);
  return weigh({ groups, df, total: 900_000 });
};
const clashes = (text: string, title: string) => activityClash(weighted(text), title);

t.test('a maker is no merchant, a merchant no maker', async (t) => {
  const dairy = 'Dairy producing cheese, butter and yogurt';
  t.ok(clashes(dairy, 'Dairy Product (except Dried or Canned) Merchant Wholesalers'));
  t.ok(clashes(dairy, 'Wholesale of food, beverages and tobacco'));
  t.notOk(clashes(dairy, 'Cheese Manufacturing'));
  t.notOk(clashes(dairy, 'Manufacture of dairy products'));
  t.notOk(clashes(dairy, 'Dairy Cattle and Milk Production'), 'a farm producing milk is making');
  const seller = 'Family business selling used cars';
  t.ok(clashes(seller, 'Automobile Manufacturing'));
  t.notOk(clashes(seller, 'Used Car Dealers'));
  t.notOk(clashes(seller, 'Sale of motor vehicles'));
  t.notOk(
    clashes('Building houses', 'New Single-Family Housing Construction (except For-Sale Builders)'),
    'what a title excepts is not its activity',
  );
  t.notOk(clashes('Building houses', 'New Housing For-Sale Builders'), 'for-sale builders build');
});

t.test('wholesale and retail, each said alone, clash; trading said generally fits either', async (t) => {
  const wholesaler = 'Wholesale distributor of fresh fruit and vegetables';
  t.ok(clashes(wholesaler, 'Fruit and Vegetable Retailers'));
  t.ok(clashes(wholesaler, 'Frozen Fruit, Juice, and Vegetable Manufacturing'));
  t.notOk(clashes(wholesaler, 'Fresh Fruit and Vegetable Merchant Wholesalers'));
  t.ok(clashes('Online retailer of running shoes', 'Footwear Merchant Wholesalers'));
  t.notOk(clashes('Dealer selling office furniture', 'Furniture Merchant Wholesalers'));
  t.notOk(clashes('Dealer selling office furniture', 'Furniture Retailers'));
});

t.test('a text saying both, or neither, and a title naming both clash with nothing', async (t) => {
  t.notOk(clashes('We make and sell handmade furniture', 'Furniture Retailers'));
  t.notOk(clashes('We make and sell handmade furniture', 'Wood Office Furniture Manufacturing'));
  t.notOk(
    clashes('SkyCraft Aviation designs and builds light sport aircraft and sells them', 'Aircraft Manufacturing'),
    'a firm that builds what it sells makes it',
  );
  t.notOk(clashes('Law firm specializing in family law', 'Beer and Ale Merchant Wholesalers'), 'no verb of either');
  t.notOk(
    clashes('Gas utility distributing natural gas', 'Manufacture of gas; distribution of gaseous fuels through mains'),
  );
});

t.test('whom a firm works for is not what it does', async (t) => {
  // "retailers" is the customer: the firm makes parts
  t.ok(clashes('Factory making plastic display parts for retailers', 'Plastics Materials Merchant Wholesalers'));
  t.notOk(clashes('Factory making plastic display parts for retailers', 'Plastics Pipe Manufacturing'));
});

t.test("a part of a description saying no activity reads the one its firm's other parts say", async (t) => {
  // "Valley Food Distributors supplies restaurants with a full line of frozen, dry and refrigerated groceries": the
  // second segment says no verb and answered Supermarkets and Other Grocery Retailers
  const groceries = 'a full line of frozen, dry and refrigerated groceries';
  const retailers = 'Supermarkets and Other Grocery Retailers (except Convenience Retailers)';
  const firm = ['food', 'distributor', 'suppli', 'full', 'line', 'frozen', 'dry', 'refrigerat', 'groceri'];
  t.notOk(clashes(groceries, retailers), 'alone it says no activity');
  t.ok(activityClash(weighted(groceries), retailers, firm), "the firm's distributor is no retailer");
  t.notOk(activityClash(weighted(groceries), 'General Line Grocery Merchant Wholesalers', firm));
  t.ok(
    activityClash(
      weighted('a line of frozen groceries sold retail'),
      'General Line Grocery Merchant Wholesalers',
      firm,
    ),
    'a part that says its own activity keeps it: retail, whatever the firm says elsewhere',
  );
});
