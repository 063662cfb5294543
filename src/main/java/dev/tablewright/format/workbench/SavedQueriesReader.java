package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.format.json.Member;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.RequestRate;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static dev.tablewright.format.workbench.SchemaReader.KEPT;

/**
 * The access patterns of a ModelSchema's {@code queries}, for {@link SchemaReader}: it works on the
 * same copy of the block and removes what it understood, so the rest is kept as the residue.
 */
final class SavedQueriesReader {
    private static final List<String> OURS_QUERIES_AT = List.of("extensions", ExtensionFormat.NAMESPACE,
            ExtensionFormat.QUERIES);

    private final ObjectNode work;
    private final String path;
    private final TableDesign table;
    private final Diagnostics d;

    /** @param table the table with its keys and every index, local ones included */
    SavedQueriesReader(ObjectNode work, String path, TableDesign table, Diagnostics d) {
        this.work = work;
        this.path = path;
        this.table = table;
        this.d = d;
    }

    /**
     * Saved queries in Dynobase's form (with Tablewright's fuller form of a pattern, where Dynobase's
     * fields cannot say it all, in {@code extensions.tablewright.queries}) or in Tablewright's older form.
     */
    List<AccessPattern> read() {
        List<AccessPattern> patterns = new ArrayList<>();
        String extPath = JsonPath.key(JsonPath.key(path, "extensions"), ExtensionFormat.NAMESPACE);
        String oursPath = JsonPath.key(extPath, ExtensionFormat.QUERIES);
        Optional<ObjectNode> oursBlock = Optional.ofNullable(work.get("extensions")).filter(JsonNode::isObject)
                .map(e -> e.get(ExtensionFormat.NAMESPACE)).filter(JsonNode::isObject)
                .flatMap(tw -> Member.of(tw, ExtensionFormat.QUERIES, extPath).object(d, Severity.WARNING, "an object"));
        Map<String, ObjectNode> ours = new LinkedHashMap<>();
        oursBlock.ifPresent(b -> SchemaReader.names(b).stream().filter(n -> b.get(n).isObject())
                .forEach(n -> ours.put(n, (ObjectNode) b.get(n))));
        Member queriesMember = Member.of(work, "queries", path);
        Optional<ObjectNode> block = queriesMember.object(d, Severity.WARNING, "an object of access patterns");
        for (String name : block.map(SchemaReader::names).orElse(List.of())) {
            String at = JsonPath.key(queriesMember.path(), name);
            JsonNode q = block.get().get(name);
            Optional<ObjectNode> full = Optional.ofNullable(ours.remove(name));
            Optional<AccessPattern> pattern;
            if (!q.isObject()) {
                d.warning(at, "expected a saved query object, found " + Json.describe(q) + KEPT);
                pattern = Optional.empty();
            } else if (DynobaseQuery.isDynobaseForm(q)) {
                pattern = readSaved(name, block.get(), at, full, JsonPath.key(oursPath, name));
            } else {
                pattern = readQuery(name, (ObjectNode) q, at);
            }
            pattern.ifPresentOrElse(patterns::add, () -> {
                Residue.keepWhole(work, List.of("queries"), block.get(), name);
                full.ifPresent(f -> Residue.keepWhole(work, OURS_QUERIES_AT, oursBlock.get(), name));
            });
        }
        ours.keySet().forEach(name -> {
            d.warning(JsonPath.key(oursPath, name), "the saved query '" + name + "' is no longer in queries (another "
                    + "tool deleted it); the access pattern is dropped");
            oursBlock.get().remove(name);
        });
        return patterns;
    }

    /**
     * A saved query in Dynobase's form; what it says beyond the pattern stays in the residue. Empty
     * (with a warning) when it cannot be read: the caller keeps it as written.
     */
    private Optional<AccessPattern> readSaved(String name, ObjectNode block, String at, Optional<ObjectNode> ours,
            String oursAt) {
        JsonNode entry = block.get(name);
                DynobaseQuery.Reading reading = DynobaseQuery.parse(entry, at);
        if (reading instanceof DynobaseQuery.NotUnderstood n) {
            d.warning(n.path(), n.reason() + KEPT);
            return Optional.empty();
        }
        DynobaseQuery query = ((DynobaseQuery.Understood) reading).query();
        AccessPattern pattern;
        try {
            pattern = DynobasePatterns.toPattern(name, query, table);
        } catch (IllegalArgumentException e) {
            Optional<AccessPattern> search = vectorSearch(name, query, ours, oursAt);
            if (search.isEmpty()) {
                d.warning(at, "the saved query cannot be read: " + e.getMessage() + KEPT);
                return Optional.empty();
            }
            // Dynobase has no vector search: its fields only name the index, so our form is the pattern.
            Optional<ObjectNode> kept = DynobasePatterns.residue(search.get(), table, (ObjectNode) entry);
            kept.ifPresentOrElse(k -> block.set(name, k), () -> block.remove(name));
            return search;
        }
        if (ours.isPresent()) {
            Optional<AccessPattern> full = readQuery(name, ours.get(), oursAt);
            if (full.isPresent() && DynobasePatterns.toQuery(full.get(), table).equals(query)) {
                pattern = full.get();
            } else {
                d.warning(at, "the saved query no longer matches Tablewright's form of it (it was changed in another "
                        + "tool); its Dynobase fields are read and the rest is dropped");
                ours.get().removeAll();
            }
        }
        Optional<ObjectNode> kept = DynobasePatterns.residue(pattern, table, (ObjectNode) entry);
        kept.ifPresentOrElse(k -> block.set(name, k), () -> block.remove(name));
        return Optional.of(pattern);
    }

    /**
     * A "Vector search" pattern, whose saved query names a vector index Dynobase knows nothing of: read
     * from our form when that says SearchVectors on the same vector index; else empty.
     */
    private Optional<AccessPattern> vectorSearch(String name, DynobaseQuery query, Optional<ObjectNode> ours,
            String oursAt) {
        boolean searches = ours.map(o -> o.path("operation").asText(""))
                .flatMap(OperationKind::parsePattern).filter(k -> k == OperationKind.SEARCH_VECTORS).isPresent()
                && ours.get().path("index").asText("").equals(query.index())
                && table.vectorIndex(query.index()).isPresent();
        return searches ? readQuery(name, ours.get(), oursAt) : Optional.empty();
    }

    private Optional<AccessPattern> readQuery(String name, ObjectNode q, String at) {
        Member operationMember = Member.of(q, "operation", at);
        String expected = "an operation (GetItem, Query, Scan, PutItem, UpdateItem, DeleteItem, BatchGetItem, "
                + "BatchWriteItem, TransactGetItems, TransactWriteItems, SearchVectors)";
        Optional<OperationKind> operation = operationMember.text(d, Severity.WARNING, expected).flatMap(OperationKind::parsePattern);
        if (operation.isEmpty()) {
            d.warning(operationMember.path(), "expected " + expected + ", found "
                    + Json.describe(operationMember.node()) + "; the access pattern is kept as written");
            return Optional.empty();
        }
        q.remove("operation");
        String index = take(q, "index", at).filter(i -> !i.isBlank() && !i.equals("primary")).orElse(null);
        Member forward = Member.of(q, "scanIndexForward", at);
        boolean scanForward = forward.bool(d, Severity.WARNING, "true or false").orElse(true);
        if (forward.present() && forward.node().isBoolean()) {
            q.remove("scanIndexForward");
        }
        Member limit = Member.of(q, "limit", at);
        Integer limitValue = null;
        if (limit.present() && limit.node().canConvertToInt() && limit.node().isIntegralNumber()
                && limit.node().intValue() > 0) {
            limitValue = limit.node().intValue();
            q.remove("limit");
        } else if (limit.present()) {
            d.warning(limit.path(), "expected a limit (a positive whole number), found " + Json.describe(limit.node())
                    + "; it is kept as written");
        }
        Member consistent = Member.of(q, ExtensionFormat.CONSISTENT_READ, at);
        boolean consistentRead = consistent.bool(d, Severity.WARNING, "true or false").orElse(false);
        if (consistent.present() && consistent.node().isBoolean()) {
            q.remove(ExtensionFormat.CONSISTENT_READ);
        }
        return Optional.of(new AccessPattern(name, take(q, "description", at).orElse(""),
                take(q, "entity", at).filter(e -> !e.isBlank()).orElse(null), operation.get(), index,
                take(q, "keyCondition", at).orElse(""), take(q, "filter", at).orElse(""),
                take(q, "projection", at).orElse(""), scanForward, parameters(q, at), limitValue, consistentRead,
                rate(q, at).orElse(null)));
    }

    /** The expected rate; one that is not two numbers of requests per second is a warning and kept as written. */
    private Optional<RequestRate> rate(ObjectNode q, String at) {
        Member member = Member.of(q, ExtensionFormat.RATE, at);
        Optional<ObjectNode> o = member.object(d, Severity.WARNING, "a rate {\"peak\": n, \"average\": n}");
        if (o.isEmpty()) {
            return Optional.empty();
        }
        JsonNode peak = o.get().get(ExtensionFormat.PEAK);
        JsonNode average = o.get().get(ExtensionFormat.AVERAGE);
        String problem;
        if (peak == null || !peak.isNumber() || average == null || !average.isNumber()) {
            problem = "expected a rate of two numbers, peak and average requests per second, found "
                    + Json.describe(o.get());
        } else {
            try {
                RequestRate rate = new RequestRate(peak.doubleValue(), average.doubleValue());
                o.get().remove(List.of(ExtensionFormat.PEAK, ExtensionFormat.AVERAGE));
                if (o.get().isEmpty()) {
                    q.remove(ExtensionFormat.RATE);
                }
                return Optional.of(rate);
            } catch (IllegalArgumentException e) {
                problem = e.getMessage();
            }
        }
        d.warning(member.path(), problem + "; it is kept as written");
        return Optional.empty();
    }

    /** A string member, removed when read. */
    private Optional<String> take(ObjectNode o, String key, String at) {
        Optional<String> text = Member.of(o, key, at).text(d, Severity.WARNING, "a string");
        text.ifPresent(t -> o.remove(key));
        return text;
    }

    /** Sample parameter values; scalars are read as text, anything else stays in the residue. */
    private Map<String, String> parameters(ObjectNode q, String at) {
        Map<String, String> values = new LinkedHashMap<>();
        Member member = Member.of(q, "parameters", at);
        member.object(d, Severity.WARNING, "an object of parameter values").ifPresent(p -> {
            for (String key : SchemaReader.names(p)) {
                JsonNode v = p.get(key);
                if (v.isValueNode() && !v.isNull()) {
                    values.put(key, v.asText());
                    p.remove(key);
                } else {
                    d.warning(JsonPath.key(member.path(), key), "expected a sample value (a string), found "
                            + Json.describe(v));
                }
            }
            if (p.isEmpty()) {
                q.remove("parameters");
            }
        });
        return values;
    }

}
