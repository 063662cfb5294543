
# ---- The handler (the same for every kept entity; the settings above make it this one's) ----

# Sums are exact: DynamoDB keeps 38 significant digits, and Python's default context rounds at 28.
EXACT = decimal.Context(prec=200)
MAX_DIGITS = 38
# A group changed by another record meanwhile is read again, at most this many times.
MAX_ATTEMPTS = 10
MARKER_DAYS = 1

client = boto3.client("dynamodb")


def handler(event, context):
    """Applies a Lambda batch of stream records in order; the first that fails, and every later one, is retried."""
    for record in event.get("Records", []):
        try:
            apply_record(record)
        except Exception as error:  # reported, so Lambda retries from this record (ReportBatchItemFailures)
            print("Could not apply stream record %s: %s" % (record["dynamodb"].get("SequenceNumber"), error))
            return {"batchItemFailures": [{"itemIdentifier": record["dynamodb"]["SequenceNumber"]}]}
    return {"batchItemFailures": []}


def apply_record(record):
    """One record: the change of one item, its old image (none for an insert) and new image (none for a removal)."""
    change = record["dynamodb"]
    old = source_image(from_event(change.get("OldImage")))
    new = source_image(from_event(change.get("NewImage")))
    if old is None and new is None:
        return  # not the source's: the event source mapping's filter should not have delivered it
    sequence = change["SequenceNumber"].rjust(40, "0")
    marker = marker_key(old if old is not None else new)
    if AGGREGATE:
        apply_aggregate(old, new, marker, sequence, new is None)
    else:
        apply_index_items(old, new, marker, sequence, new is None)


def from_event(value):
    """An image as Lambda delivers it (binary as base64 text) as boto3 takes it (binary as bytes)."""
    if isinstance(value, dict):
        return {k: (base64.b64decode(v) if k == "B" and isinstance(v, str)
                    else [base64.b64decode(b) if isinstance(b, str) else b for b in v] if k == "BS"
                    else from_event(v)) for k, v in value.items()}
    if isinstance(value, list):
        return [from_event(v) for v in value]
    return value


def source_image(image):
    if image and image.get(TYPE_ATTRIBUTE, {}).get("S") == SOURCE_TYPE:
        return image
    return None


def marker_key(image):
    key = {TABLE_KEYS[0]: {"S": "KEPT#" + KEPT_ENTITY + "#" + text(image[TABLE_KEYS[0]])}}
    if len(TABLE_KEYS) > 1:
        key[TABLE_KEYS[1]] = image[TABLE_KEYS[1]]
    return key


def marker_update(marker, sequence, removal):
    """The marker's update: applies only when no record at or beyond this one was applied before."""
    names = {"#seq": "keptSequence"}
    values = {":seq": {"S": sequence}}
    expression = "SET #seq = :seq"
    if TTL_ATTRIBUTE:
        names["#ttl"] = TTL_ATTRIBUTE
        if removal:
            values[":ttl"] = {"N": str(int(time.time()) + MARKER_DAYS * 86400)}
            expression += ", #ttl = :ttl"
        else:
            expression += " REMOVE #ttl"
    return {"TableName": TABLE_NAME, "Key": marker, "UpdateExpression": expression,
            "ConditionExpression": "attribute_not_exists(#seq) OR #seq < :seq",
            "ExpressionAttributeNames": names, "ExpressionAttributeValues": values}


# ---- An aggregate: read the group, compute it anew, write it and the marker in one transaction ----

def apply_aggregate(old, new, marker, sequence, removal):
    left = group_of(old)
    entered = group_of(new)
    if left is not None and left == entered:
        changes = [(entered, old, new)]
    else:
        changes = ([(left, old, None)] if left is not None else []) + ([(entered, None, new)] if entered is not None else [])
    for _ in range(MAX_ATTEMPTS):
        actions = [{"Update": marker_update(marker, sequence, removal)}]
        for group, leaving, entering in changes:
            action = group_write(group, leaving, entering)
            if action is not None:
                actions.append(action)
        try:
            client.transact_write_items(TransactItems=actions)
            return
        except client.exceptions.TransactionCanceledException as cancelled:
            codes = [r.get("Code", "None") for r in cancelled.response.get("CancellationReasons", [])]
            if codes and codes[0] == "ConditionalCheckFailed":
                return  # the marker holds this record or a later one: applied before
            if not any(c in ("ConditionalCheckFailed", "TransactionConflict") for c in codes):
                raise
            # another record changed a group meanwhile: read it again
    raise RuntimeError("a group of %s kept changing: gave up after %d attempts" % (KEPT_ENTITY, MAX_ATTEMPTS))


def group_of(image):
    """The image's group (its parts' values in order), or None when it is in none."""
    if image is None:
        return None
    parts = []
    for name, attribute, pattern in GROUP_BY:
        value = image.get(attribute)
        if value is not None and pattern is not None:
            found = re.match(pattern, value["S"]) if "S" in value else None
            value = {"S": found.group(0)} if found else None
        if value is None:
            return None
        parts.append((name, value))
    return parts


def group_write(group, leaving, entering):
    """The group's put or delete with leaving taken out and entering added, conditional on the group as read."""
    parts = dict(group)
    primary = rendered_keys(parts, TABLE_KEYS)
    if primary is None:
        print("%s: a group's key cannot be made from %s" % (KEPT_ENTITY, sorted(parts)))
        return None
    current = client.get_item(TableName=TABLE_NAME, Key=primary, ConsistentRead=True).get("Item")
    if current is None and entering is None:
        return None  # nothing to subtract from
    values = dict(parts)
    emptied = False
    try:
        for attribute, kind, of in MEASURES:
            value = measure(attribute, kind, of, current, leaving, entering)
            if value is not None:
                values[attribute] = value
            if kind == "COUNT" and Decimal(value["N"]) <= 0:
                emptied = True
    except ValueError as error:
        print("%s %s is not written: %s" % (KEPT_ENTITY, primary, error))
        return None
    condition = as_read(primary, current)
    if emptied:
        return None if current is None else {"Delete": dict(condition, TableName=TABLE_NAME, Key=primary)}
    stored = rendered_keys(values, list(KEY_TEMPLATES))
    if stored is None:
        print("%s %s is not written: a key template cannot be made from %s" % (KEPT_ENTITY, primary, sorted(values)))
        return None
    item = dict(values, **stored)
    item[TYPE_ATTRIBUTE] = {"S": KEPT_TYPE}
    if item == current:
        return None
    return {"Put": dict(condition, TableName=TABLE_NAME, Item=item)}


def measure(attribute, kind, of, current, leaving, entering):
    kept = current.get(attribute) if current else None
    if kind == "COUNT":
        return number(EXACT.add(amount(kept), Decimal((entering is not None) - (leaving is not None))))
    if kind == "SUM":
        total = EXACT.subtract(EXACT.add(amount(kept), amount(value_of(entering, of))), amount(value_of(leaving, of)))
        return number(checked(total))
    if kind == "LATEST":
        return kept if entering is None else entering.get(of)
    incoming = value_of(entering, of)
    if incoming is None or "N" not in incoming:
        return kept
    if kept is None or "N" not in kept:
        return incoming
    beyond = Decimal(incoming["N"]) < Decimal(kept["N"]) if kind == "MIN" else Decimal(incoming["N"]) > Decimal(kept["N"])
    return incoming if beyond else kept


def value_of(image, attribute):
    return image.get(attribute) if image is not None else None


def amount(value):
    """A missing or non-number value counts 0."""
    return Decimal(value["N"]) if value is not None and "N" in value else Decimal(0)


def checked(total):
    digits = len(total.normalize().as_tuple().digits) if total != 0 else 1
    if digits > MAX_DIGITS:
        raise ValueError("a sum has %d significant digits, DynamoDB keeps %d" % (digits, MAX_DIGITS))
    return total


def number(value):
    return {"N": canonical(value)}


def canonical(value):
    """A number's text as DynamoDB returns it, and as a key template sees it: plain, no trailing zeros."""
    if value == 0:
        return "0"
    return format(value.normalize(EXACT), "f")


def as_read(primary, current):
    """The condition that the group's item is still as read: absent, or every measure as it was."""
    names = {"#k": TABLE_KEYS[0]}
    if current is None:
        return {"ConditionExpression": "attribute_not_exists(#k)", "ExpressionAttributeNames": names}
    clauses = ["attribute_exists(#k)"]
    values = {}
    for i, (attribute, _, _) in enumerate(MEASURES):
        names["#m%d" % i] = attribute
        if attribute in current:
            values[":m%d" % i] = current[attribute]
            clauses.append("#m%d = :m%d" % (i, i))
        else:
            clauses.append("attribute_not_exists(#m%d)" % i)
    condition = {"ConditionExpression": " AND ".join(clauses), "ExpressionAttributeNames": names}
    if values:
        condition["ExpressionAttributeValues"] = values
    return condition


# ---- Index items: delete the old image's, put the new image's, then the marker ----

def apply_index_items(old, new, marker, sequence, removal):
    applied = client.get_item(TableName=TABLE_NAME, Key=marker, ConsistentRead=True).get("Item", {})
    if applied.get("keptSequence", {}).get("S", "") >= sequence:
        return  # applied before
    before = index_items(old)
    after = index_items(new)
    requests = [{"DeleteRequest": {"Key": {k: item[k] for k in TABLE_KEYS}}} for key, item in before.items() if key not in after]
    requests += [{"PutRequest": {"Item": item}} for key, item in after.items() if item != before.get(key)]
    for start in range(0, len(requests), 25):
        batch_write(requests[start:start + 25])
    try:
        client.update_item(**marker_update(marker, sequence, removal))
    except client.exceptions.ConditionalCheckFailedException:
        pass  # a later record was applied meanwhile; these writes were its writes too


def batch_write(requests):
    pending = {TABLE_NAME: requests}
    for attempt in range(MAX_ATTEMPTS):
        pending = client.batch_write_item(RequestItems=pending).get("UnprocessedItems") or {}
        if not pending:
            return
        time.sleep(min(0.05 * 2 ** attempt, 2))
    raise RuntimeError("DynamoDB left %d writes of %s unprocessed" % (len(pending.get(TABLE_NAME, [])), KEPT_ENTITY))


def index_items(image):
    """The index items one source image makes, by their primary key."""
    if image is None:
        return {}
    copied = {name: image[name] for name in COPIED if name in image}
    contexts = []
    if not EACH:
        contexts.append(image)
    elif "M" in image.get(EACH, {}):
        for key in sorted(image[EACH]["M"]):
            value = image[EACH]["M"][key]
            if not ENTRY_TYPE or ENTRY_TYPE in value:
                contexts.append(dict(image, key={"S": key}, value=value))
    items = {}
    for context in contexts:
        keys = rendered_keys(context, list(KEY_TEMPLATES))
        if keys is None:
            print("%s: an item is left out: a key template cannot be made from %s" % (KEPT_ENTITY, sorted(context)))
            continue
        item = dict(keys, **copied)
        item[TYPE_ATTRIBUTE] = {"S": KEPT_TYPE}
        items[tuple(canonical_text(item[k]) for k in TABLE_KEYS)] = item
    return items


# ---- Keys from the kept entity's templates ----

def rendered_keys(values, attributes):
    """The attributes' values rendered from the templates over these values, or None when one cannot be made."""
    texts = {}
    for name, value in values.items():
        t = text(value)
        if t is not None:
            texts[name] = t
    out = {}
    for attribute in attributes:
        if attribute not in KEY_TEMPLATES:
            return None
        kind, template = KEY_TEMPLATES[attribute]
        try:
            rendered = template(texts)
        except KeyError:
            return None
        if kind == "N":
            try:
                rendered = canonical(Decimal(rendered))
            except decimal.InvalidOperation:
                return None
        out[attribute] = {kind: base64.b64decode(rendered) if kind == "B" else rendered}
    return out


def text(value):
    """A value's text as a template sees it: numbers canonical, binary as base64, booleans true or false."""
    if "S" in value:
        return value["S"]
    if "N" in value:
        return canonical(Decimal(value["N"]))
    if "B" in value:
        b = value["B"]
        return b if isinstance(b, str) else base64.b64encode(b).decode("ascii")
    if "BOOL" in value:
        return "true" if value["BOOL"] else "false"
    return None


def canonical_text(value):
    return text(value)
