package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.PriceTable;
import dev.tablewright.model.RawJson;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The prices a model's access patterns are costed at, when the user set them, in the top-level
 * {@code ModelSchema.extensions.tablewright.prices}: {@code {"onDemandReadPerMillion", "onDemandWritePerMillion",
 * "provisionedReadPerHour", "provisionedWritePerHour"}} (dollars), every other {@link PriceTable.Rate} by its
 * key (Standard-IA, storage, PITR, stream reads, replicated writes, warm throughput), the {@code asOf} date
 * and a {@code label}. Read after the saved operations, from what they left of the block; written into
 * what they wrote. The four request prices are required; a file written before the other rates existed
 * reads with their defaults; the warm-throughput rates, which have none, are read and written only when
 * set. A block with a price that is not a number of dollars is a warning and kept
 * as written; members beside them are kept.
 */
final class PriceTableFormat {
    static final String PRICES = "prices";
    private static final String MODEL_SCHEMA = SavedOperationsReader.MODEL_SCHEMA;
    private static final List<String> NUMBERS = List.of("onDemandReadPerMillion", "onDemandWritePerMillion",
            "provisionedReadPerHour", "provisionedWritePerHour");
    private static final String LABEL = "label";
    private static final String AS_OF = "asOf";
    /** Every rate's key: the four required ones first, then the optional ones. */
    private static final List<String> ALL_RATES = java.util.Arrays.stream(PriceTable.Rate.values())
            .map(PriceTable.Rate::key).toList();

    /** What was read, and the kept members without it. */
    record Read(Optional<PriceTable> prices, RawJson extra) {
    }

    private PriceTableFormat() {
    }

    static Read read(RawJson extra, Diagnostics d) {
        Optional<ObjectNode> schema = schema(extra);
        Optional<ObjectNode> tw = schema.flatMap(PriceTableFormat::extension);
        if (tw.isEmpty() || !tw.get().has(PRICES)) {
            return new Read(Optional.empty(), extra);
        }
        String at = JsonPath.key(JsonPath.key(JsonPath.key(JsonPath.key(JsonPath.ROOT, MODEL_SCHEMA), "extensions"),
                ExtensionFormat.NAMESPACE), PRICES);
        JsonNode block = tw.get().get(PRICES);
        Optional<PriceTable> prices = prices(block);
        if (prices.isEmpty()) {
            d.warning(at, "expected prices {" + String.join(", ", NUMBERS) + "} (and optionally the other rates) as "
                    + "numbers of dollars, 0 or more, found "
                    + Json.describe(block) + "; the default prices apply and it is kept as written");
            return new Read(Optional.empty(), extra);
        }
        ObjectNode rest = (ObjectNode) block.deepCopy();
        rest.remove(ALL_RATES);
        rest.remove(LABEL);
        rest.remove(AS_OF);
        if (rest.isEmpty()) {
            tw.get().remove(PRICES);
        } else {
            tw.get().set(PRICES, rest);
        }
        // What is left only for the prices' sake goes: the writer puts it back with them.
        ObjectNode extensions = (ObjectNode) schema.get().get("extensions");
        if (tw.get().isEmpty() || (tw.get().size() == 1 && tw.get().has("version"))) {
            extensions.remove(ExtensionFormat.NAMESPACE);
        }
        if (extensions.isEmpty()) {
            schema.get().remove("extensions");
        }
        return new Read(prices, schema.get().isEmpty() ? without(extra)
                : extra.with(MODEL_SCHEMA, Json.compact(schema.get())));
    }

    /** The kept members with the model's prices written in (as they were when it has none of its own). */
    static RawJson write(DataModel model, RawJson extra) {
        if (model.prices() == null) {
            return extra;
        }
        ObjectNode schema = schema(extra).orElseGet(Json::object);
        ObjectNode extensions = schema.get("extensions") instanceof ObjectNode e ? e : schema.putObject("extensions");
        ObjectNode tw = extensions.get(ExtensionFormat.NAMESPACE) instanceof ObjectNode t ? t
                : extensions.putObject(ExtensionFormat.NAMESPACE);
        if (!tw.has("version")) {
            ObjectNode rest = tw.deepCopy();
            tw.removeAll();
            tw.put("version", ExtensionFormat.VERSION);
            tw.setAll(rest);
        }
        PriceTable p = model.prices();
        ObjectNode o = Json.object();
        for (PriceTable.Rate r : PriceTable.Rate.values()) {
            p.find(r).ifPresent(d -> o.put(r.key(), d)); // a rate without a default is written only when set
        }
        o.put(AS_OF, p.asOf());
        o.put(LABEL, p.label());
        if (tw.get(PRICES) instanceof ObjectNode kept) {
            kept.properties().forEach(m -> {
                if (!o.has(m.getKey())) {
                    o.set(m.getKey(), m.getValue().deepCopy());
                }
            });
        }
        tw.set(PRICES, o);
        return extra.with(MODEL_SCHEMA, Json.compact(schema));
    }

    private static Optional<PriceTable> prices(JsonNode block) {
        if (!block.isObject() || !NUMBERS.stream().allMatch(n -> block.path(n).isNumber())
                || ALL_RATES.stream().anyMatch(n -> block.has(n) && !block.get(n).isNumber())
                || (block.has(LABEL) && !block.get(LABEL).isTextual())
                || (block.has(AS_OF) && !block.get(AS_OF).isTextual())) {
            return Optional.empty();
        }
        Map<PriceTable.Rate, Double> rates = new java.util.EnumMap<>(PriceTable.Rate.class);
        for (PriceTable.Rate r : PriceTable.Rate.values()) {
            if (block.has(r.key())) {
                rates.put(r, block.get(r.key()).doubleValue());
            }
        }
        try {
            return Optional.of(new PriceTable(rates, block.path(AS_OF).asText(PriceTable.DEFAULT_AS_OF),
                    block.path(LABEL).asText("")));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private static Optional<ObjectNode> schema(RawJson extra) {
        return Optional.ofNullable(extra.fields().get(MODEL_SCHEMA)).map(Json::parseTrusted)
                .filter(JsonNode::isObject).map(n -> (ObjectNode) n.deepCopy());
    }

    private static Optional<ObjectNode> extension(ObjectNode schema) {
        return Optional.ofNullable(schema.get("extensions")).filter(JsonNode::isObject)
                .map(e -> e.get(ExtensionFormat.NAMESPACE)).filter(JsonNode::isObject).map(ObjectNode.class::cast);
    }

    private static RawJson without(RawJson raw) {
        Map<String, String> fields = new LinkedHashMap<>(raw.fields());
        fields.remove(MODEL_SCHEMA);
        return new RawJson(fields);
    }
}
