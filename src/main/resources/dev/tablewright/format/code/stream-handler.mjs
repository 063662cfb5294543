
// ---- The handler (the same for every kept entity; the settings above make it this one's) ----

// A group changed by another record meanwhile is read again, at most this many times.
const MAX_ATTEMPTS = 10;
const MAX_DIGITS = 38;
const MARKER_SECONDS = 86400;

const client = new DynamoDBClient({});

/** Applies a Lambda batch of stream records in order; the first that fails, and every later one, is retried. */
export const handler = async (event) => {
  for (const record of event.Records ?? []) {
    try {
      await applyRecord(record);
    } catch (error) { // reported, so Lambda retries from this record (ReportBatchItemFailures)
      console.error(`Could not apply stream record ${record.dynamodb.SequenceNumber}: ${error}`);
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb.SequenceNumber }] };
    }
  }
  return { batchItemFailures: [] };
};

/** One record: the change of one item, its old image (none for an insert) and new image (none for a removal). */
export async function applyRecord(record) {
  const change = record.dynamodb;
  const old = sourceImage(fromEvent(change.OldImage));
  const now = sourceImage(fromEvent(change.NewImage));
  if (old === null && now === null) {
    return; // not the source's: the event source mapping's filter should not have delivered it
  }
  const sequence = change.SequenceNumber.padStart(40, "0");
  const marker = markerKey(old ?? now);
  if (AGGREGATE) {
    await applyAggregate(old, now, marker, sequence, now === null);
  } else {
    await applyIndexItems(old, now, marker, sequence, now === null);
  }
}

/** An image as Lambda delivers it (binary as base64 text) as the SDK takes it (binary as bytes). */
function fromEvent(value) {
  if (Array.isArray(value)) {
    return value.map(fromEvent);
  }
  if (value === null || typeof value !== "object") {
    return value;
  }
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === "B" && typeof v === "string") {
      out[k] = Buffer.from(v, "base64");
    } else if (k === "BS") {
      out[k] = v.map((b) => (typeof b === "string" ? Buffer.from(b, "base64") : b));
    } else {
      out[k] = fromEvent(v);
    }
  }
  return out;
}

function sourceImage(image) {
  return image && image[TYPE_ATTRIBUTE]?.S === SOURCE_TYPE ? image : null;
}

function markerKey(image) {
  const key = { [TABLE_KEYS[0]]: { S: `KEPT#${KEPT_ENTITY}#${text(image[TABLE_KEYS[0]])}` } };
  if (TABLE_KEYS.length > 1) {
    key[TABLE_KEYS[1]] = image[TABLE_KEYS[1]];
  }
  return key;
}

/** The marker's update: applies only when no record at or beyond this one was applied before. */
function markerUpdate(marker, sequence, removal) {
  const names = { "#seq": "keptSequence" };
  const values = { ":seq": { S: sequence } };
  let expression = "SET #seq = :seq";
  if (TTL_ATTRIBUTE) {
    names["#ttl"] = TTL_ATTRIBUTE;
    if (removal) {
      values[":ttl"] = { N: String(Math.floor(Date.now() / 1000) + MARKER_SECONDS) };
      expression += ", #ttl = :ttl";
    } else {
      expression += " REMOVE #ttl";
    }
  }
  return {
    TableName: TABLE_NAME, Key: marker, UpdateExpression: expression,
    ConditionExpression: "attribute_not_exists(#seq) OR #seq < :seq",
    ExpressionAttributeNames: names, ExpressionAttributeValues: values,
  };
}

// ---- An aggregate: read the group, compute it anew, write it and the marker in one transaction ----

async function applyAggregate(old, now, marker, sequence, removal) {
  const left = groupOf(old);
  const entered = groupOf(now);
  const changes = [];
  if (left !== null && same(left, entered)) {
    changes.push([entered, old, now]);
  } else {
    if (left !== null) changes.push([left, old, null]);
    if (entered !== null) changes.push([entered, null, now]);
  }
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const actions = [{ Update: markerUpdate(marker, sequence, removal) }];
    for (const [group, leaving, entering] of changes) {
      const action = await groupWrite(group, leaving, entering);
      if (action !== null) actions.push(action);
    }
    try {
      await client.send(new TransactWriteItemsCommand({ TransactItems: actions }));
      return;
    } catch (error) {
      if (error.name !== "TransactionCanceledException") throw error;
      const codes = (error.CancellationReasons ?? []).map((r) => r.Code);
      if (codes[0] === "ConditionalCheckFailed") {
        return; // the marker holds this record or a later one: applied before
      }
      if (!codes.includes("ConditionalCheckFailed") && !codes.includes("TransactionConflict")) throw error;
      // another record changed a group meanwhile: read it again
    }
  }
  throw new Error(`a group of ${KEPT_ENTITY} kept changing: gave up after ${MAX_ATTEMPTS} attempts`);
}

/** The image's group (its parts' values in order), or null when it is in none. */
function groupOf(image) {
  if (image === null) return null;
  const parts = [];
  for (const [name, attribute, pattern] of GROUP_BY) {
    let value = image[attribute] ?? null;
    if (value !== null && pattern !== null) {
      const found = value.S === undefined ? null : new RegExp(pattern).exec(value.S);
      value = found ? { S: found[0] } : null;
    }
    if (value === null) return null;
    parts.push([name, value]);
  }
  return parts;
}

/** The group's put or delete with leaving taken out and entering added, conditional on the group as read. */
async function groupWrite(group, leaving, entering) {
  const values = Object.fromEntries(group);
  const primary = renderedKeys(values, TABLE_KEYS);
  if (primary === null) {
    console.error(`${KEPT_ENTITY}: a group's key cannot be made from ${Object.keys(values)}`);
    return null;
  }
  const read = await client.send(new GetItemCommand({ TableName: TABLE_NAME, Key: primary, ConsistentRead: true }));
  const current = read.Item ?? null;
  if (current === null && entering === null) {
    return null; // nothing to subtract from
  }
  let emptied = false;
  try {
    for (const [attribute, kind, of] of MEASURES) {
      const value = measure(attribute, kind, of, current, leaving, entering);
      if (value !== null && value !== undefined) values[attribute] = value;
      if (kind === "COUNT" && decimal(value.N).digits <= 0n) emptied = true;
    }
  } catch (error) {
    console.error(`${KEPT_ENTITY} ${JSON.stringify(primary)} is not written: ${error.message}`);
    return null;
  }
  const condition = asRead(current);
  if (emptied) {
    return current === null ? null : { Delete: { ...condition, TableName: TABLE_NAME, Key: primary } };
  }
  const stored = renderedKeys(values, Object.keys(KEY_TEMPLATES));
  if (stored === null) {
    console.error(`${KEPT_ENTITY} ${JSON.stringify(primary)} is not written: a key template cannot be made`);
    return null;
  }
  const item = { ...values, ...stored, [TYPE_ATTRIBUTE]: { S: KEPT_TYPE } };
  if (current !== null && sameItem(item, current)) return null;
  return { Put: { ...condition, TableName: TABLE_NAME, Item: item } };
}

function measure(attribute, kind, of, current, leaving, entering) {
  const kept = current?.[attribute] ?? null;
  switch (kind) {
    case "COUNT":
      return number(add(amount(kept), decimal(String((entering ? 1 : 0) - (leaving ? 1 : 0)))));
    case "SUM":
      return number(checked(subtract(add(amount(kept), amount(valueOf(entering, of))), amount(valueOf(leaving, of)))));
    case "LATEST":
      return entering === null ? kept : entering[of] ?? null;
    default: {
      const incoming = valueOf(entering, of);
      if (incoming === null || incoming.N === undefined) return kept;
      if (kept === null || kept.N === undefined) return incoming;
      const c = compare(decimal(incoming.N), decimal(kept.N));
      return (kind === "MIN" ? c < 0 : c > 0) ? incoming : kept;
    }
  }
}

function valueOf(image, attribute) {
  return image === null ? null : image[attribute] ?? null;
}

/** A missing or non-number value counts 0. */
function amount(value) {
  return value !== null && value.N !== undefined ? decimal(value.N) : decimal("0");
}

// ---- Exact decimals (never a float): a number is BigInt digits over 10 to the scale ----

function decimal(text) {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(String(text).trim());
  if (!m || (m[2] + (m[3] ?? "")) === "") throw new Error(`'${text}' is not a number`);
  const fraction = m[3] ?? "";
  let digits = BigInt((m[1] === "-" ? "-" : "") + (m[2] + fraction));
  let scale = fraction.length - Number(m[4] ?? 0);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits, scale };
}

function aligned(a, b) {
  const scale = Math.max(a.scale, b.scale);
  return [a.digits * 10n ** BigInt(scale - a.scale), b.digits * 10n ** BigInt(scale - b.scale), scale];
}

function add(a, b) {
  const [x, y, scale] = aligned(a, b);
  return { digits: x + y, scale };
}

function subtract(a, b) {
  const [x, y, scale] = aligned(a, b);
  return { digits: x - y, scale };
}

function compare(a, b) {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function checked(d) {
  let x = d.digits < 0n ? -d.digits : d.digits;
  while (x !== 0n && x % 10n === 0n) x /= 10n;
  const digits = x === 0n ? 1 : x.toString().length;
  if (digits > MAX_DIGITS) throw new Error(`a sum has ${digits} significant digits, DynamoDB keeps ${MAX_DIGITS}`);
  return d;
}

function number(d) {
  return { N: canonical(d) };
}

/** A number's text as DynamoDB returns it, and as a key template sees it: plain, no trailing zeros. */
function canonical(d) {
  let { digits, scale } = d;
  if (digits === 0n) return "0";
  while (scale > 0 && digits % 10n === 0n) {
    digits /= 10n;
    scale--;
  }
  const negative = digits < 0n;
  let s = (negative ? -digits : digits).toString();
  if (scale > 0) {
    s = s.padStart(scale + 1, "0");
    s = `${s.slice(0, s.length - scale)}.${s.slice(s.length - scale)}`;
  }
  return (negative ? "-" : "") + s;
}

/** The condition that the group's item is still as read: absent, or every measure as it was. */
function asRead(current) {
  const names = { "#k": TABLE_KEYS[0] };
  if (current === null) {
    return { ConditionExpression: "attribute_not_exists(#k)", ExpressionAttributeNames: names };
  }
  const clauses = ["attribute_exists(#k)"];
  const values = {};
  MEASURES.forEach(([attribute], i) => {
    names[`#m${i}`] = attribute;
    if (current[attribute] !== undefined) {
      values[`:m${i}`] = current[attribute];
      clauses.push(`#m${i} = :m${i}`);
    } else {
      clauses.push(`attribute_not_exists(#m${i})`);
    }
  });
  const condition = { ConditionExpression: clauses.join(" AND "), ExpressionAttributeNames: names };
  if (Object.keys(values).length > 0) condition.ExpressionAttributeValues = values;
  return condition;
}

// ---- Index items: delete the old image's, put the new image's, then the marker ----

async function applyIndexItems(old, now, marker, sequence, removal) {
  const read = await client.send(new GetItemCommand({ TableName: TABLE_NAME, Key: marker, ConsistentRead: true }));
  if ((read.Item?.keptSequence?.S ?? "") >= sequence) {
    return; // applied before
  }
  const before = indexItems(old);
  const after = indexItems(now);
  const requests = [];
  for (const [key, item] of before) {
    if (!after.has(key)) {
      requests.push({ DeleteRequest: { Key: Object.fromEntries(TABLE_KEYS.map((k) => [k, item[k]])) } });
    }
  }
  for (const [key, item] of after) {
    if (!before.has(key) || !sameItem(item, before.get(key))) requests.push({ PutRequest: { Item: item } });
  }
  for (let start = 0; start < requests.length; start += 25) {
    await batchWrite(requests.slice(start, start + 25));
  }
  try {
    await client.send(new UpdateItemCommand(markerUpdate(marker, sequence, removal)));
  } catch (error) {
    if (error.name !== "ConditionalCheckFailedException") throw error;
    // a later record was applied meanwhile; these writes were its writes too
  }
}

async function batchWrite(requests) {
  let pending = { [TABLE_NAME]: requests };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const response = await client.send(new BatchWriteItemCommand({ RequestItems: pending }));
    pending = response.UnprocessedItems ?? {};
    if (Object.keys(pending).length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, Math.min(50 * 2 ** attempt, 2000)));
  }
  throw new Error(`DynamoDB left ${(pending[TABLE_NAME] ?? []).length} writes of ${KEPT_ENTITY} unprocessed`);
}

/** The index items one source image makes, by their primary key. */
function indexItems(image) {
  const items = new Map();
  if (image === null) return items;
  const copied = Object.fromEntries(COPIED.filter((name) => image[name] !== undefined).map((name) => [name, image[name]]));
  const contexts = [];
  if (EACH === "") {
    contexts.push(image);
  } else if (image[EACH]?.M !== undefined) {
    for (const key of Object.keys(image[EACH].M).sort()) {
      const value = image[EACH].M[key];
      if (ENTRY_TYPE === "" || value[ENTRY_TYPE] !== undefined) contexts.push({ ...image, key: { S: key }, value });
    }
  }
  for (const context of contexts) {
    const keys = renderedKeys(context, Object.keys(KEY_TEMPLATES));
    if (keys === null) {
      console.error(`${KEPT_ENTITY}: an item is left out: a key template cannot be made from ${Object.keys(context)}`);
      continue;
    }
    const item = { ...keys, ...copied, [TYPE_ATTRIBUTE]: { S: KEPT_TYPE } };
    items.set(JSON.stringify(TABLE_KEYS.map((k) => text(item[k]))), item);
  }
  return items;
}

// ---- Keys from the kept entity's templates ----

class MissingValue extends Error {}

/** A template's value: the attribute's text, or a missing one (the template cannot be made). */
function need(texts, name) {
  if (texts[name] === undefined) throw new MissingValue(name);
  return texts[name];
}

/** The attributes rendered from the templates over these values, or null when one cannot be made. */
function renderedKeys(values, attributes) {
  const texts = {};
  for (const [name, value] of Object.entries(values)) {
    const t = text(value);
    if (t !== null) texts[name] = t;
  }
  const out = {};
  for (const attribute of attributes) {
    if (KEY_TEMPLATES[attribute] === undefined) return null;
    const [kind, template] = KEY_TEMPLATES[attribute];
    let rendered;
    try {
      rendered = template(texts);
    } catch (error) {
      if (error instanceof MissingValue) return null;
      throw error;
    }
    if (kind === "N") {
      try {
        rendered = canonical(decimal(rendered));
      } catch (error) {
        return null;
      }
    }
    out[attribute] = kind === "B" ? { B: Buffer.from(rendered, "base64") } : { [kind]: rendered };
  }
  return out;
}

/** A value's text as a template sees it: numbers canonical, binary as base64, booleans true or false. */
function text(value) {
  if (value === undefined || value === null) return null;
  if (value.S !== undefined) return value.S;
  if (value.N !== undefined) return canonical(decimal(value.N));
  if (value.B !== undefined) return Buffer.from(value.B).toString("base64");
  if (value.BOOL !== undefined) return String(value.BOOL);
  return null;
}

function same(a, b) {
  return b !== null && JSON.stringify(a) === JSON.stringify(b);
}

/** Whether two items hold the same values (binary compared by its bytes, as the JSON of a Buffer is not). */
function sameItem(a, b) {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length
    && keys.every((k) => b[k] !== undefined && JSON.stringify(plain(a[k])) === JSON.stringify(plain(b[k])));
}

function plain(value) {
  if (value instanceof Uint8Array) return Buffer.from(value).toString("base64");
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, plain(value[k])]));
  }
  return value;
}
