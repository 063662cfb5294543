package dev.tablewright.format.workbench;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.format.json.Diagnostics;
import dev.tablewright.format.json.Json;
import dev.tablewright.format.json.JsonPath;
import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.Keeping;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.PartOf;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * A table's kept entities in its {@code ModelSchema.extensions.tablewright.keptEntities}
 * (docs/streams.md): {@code {"entity", "source", "aggregate": {"groupBy": [{"name", "attribute", "of"}],
 * "measures": [{"attribute", "kind", "of"}]}}} or {@code {…, "indexItems": {"each", "entryType", "copied"}}}.
 * Nothing is written for a table without any. An element that cannot be read whole is a warning at
 * its path and kept whole, written back unchanged; members it does not know at its top level are
 * given back to it while it stays as read. The rules check what the names refer to.
 */
final class KeptEntitiesFormat {
    static final String KEY = "keptEntities";
    static final String ENTITY = "entity";
    static final String SOURCE = "source";
    static final String AGGREGATE = "aggregate";
    static final String INDEX_ITEMS = "indexItems";
    static final String GROUP_BY = "groupBy";
    static final String MEASURES = "measures";
    static final String NAME = "name";
    static final String ATTRIBUTE = "attribute";
    static final String OF = "of";
    static final String KIND = "kind";
    static final String EACH = "each";
    static final String COPIED = "copied";
    static final String ENTRY_TYPE = "entryType";

    private static final List<String> MEMBERS = List.of(ENTITY, SOURCE, AGGREGATE, INDEX_ITEMS);
    private static final ExtensionList<KeptEntity> LIST = new ExtensionList<>(KEY, "kept entity", "kept entities",
            MEMBERS);
    private static final String PARTS = "VALUE, YEAR, MONTH or DAY";
    private static final String KINDS = "COUNT, SUM, MIN, MAX or LATEST";

    private KeptEntitiesFormat() {
    }

    /** Takes {@code keptEntities} out of our extension {@code tw}; what cannot be read goes to the residue whole. */
    static List<KeptEntity> read(ObjectNode work, ObjectNode tw, String extPath, Diagnostics d) {
        return LIST.read(work, tw, extPath, d, KeptEntitiesFormat::keptEntity, KeptEntitiesFormat::write);
    }

    private static Optional<KeptEntity> keptEntity(Fields f) {
        Optional<String> entity = f.required(ENTITY, "the kept entity's name as a string", Fields::text);
        Optional<String> source = f.required(SOURCE, "the source entity's name as a string", Fields::text);
        Optional<Keeping> keeping = keeping(f);
        if (!f.whole() || entity.isEmpty() || source.isEmpty() || keeping.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new KeptEntity(entity.get(), source.get(), keeping.get()));
    }

    /** Exactly one of {@code aggregate} and {@code indexItems}. */
    private static Optional<Keeping> keeping(Fields f) {
        Optional<Fields> aggregate = f.child(AGGREGATE, "an aggregate {\"groupBy\", \"measures\"}", false);
        Optional<Fields> index = f.child(INDEX_ITEMS, "index items {\"each\", \"copied\"}", false);
        if (!f.whole()) {
            return Optional.empty();
        }
        if (aggregate.isPresent() == index.isPresent()) {
            f.warn("a kept entity is either an \"aggregate\" or \"indexItems\", "
                    + (aggregate.isPresent() ? "not both" : "found neither"));
            return Optional.empty();
        }
        return aggregate.isPresent() ? aggregate(aggregate.get()) : indexItems(index.get());
    }

    private static Optional<Keeping> aggregate(Fields a) {
        Optional<List<GroupPart>> groupBy = a.required(GROUP_BY, "an array of group parts {\"name\", \"attribute\", "
                + "\"of\"}", n -> elements(n, JsonPath.key(a.path(), GROUP_BY), a, KeptEntitiesFormat::groupPart));
        Optional<List<Measure>> measures = a.required(MEASURES, "an array of measures {\"attribute\", \"kind\", \"of\"}",
                n -> elements(n, JsonPath.key(a.path(), MEASURES), a, KeptEntitiesFormat::measure));
        a.onlyKnown(GROUP_BY, MEASURES);
        return a.whole() && groupBy.isPresent() && measures.isPresent()
                ? Optional.of(new Aggregate(groupBy.get(), measures.get())) : Optional.empty();
    }

    private static Optional<Keeping> indexItems(Fields i) {
        Optional<String> each = i.optional(EACH, "the name of a map attribute", Fields::text);
        Optional<AttributeType> entryType = i.optional(ENTRY_TYPE, "a DynamoDB type code (S, N, B, BOOL, M, L…)",
                n -> Fields.text(n).flatMap(AttributeType::parse));
        Optional<List<String>> copied = i.optional(COPIED, "an array of attribute names", Fields::names);
        i.onlyKnown(EACH, ENTRY_TYPE, COPIED);
        return i.whole() ? Optional.of(new IndexItems(each.orElse(""), entryType, copied.orElse(List.of())))
                : Optional.empty();
    }

    private static Optional<GroupPart> groupPart(Fields p) {
        Optional<String> name = p.required(NAME, "the part's name as a string", Fields::text);
        Optional<String> attribute = p.required(ATTRIBUTE, "a source attribute's name as a string", Fields::text);
        Optional<PartOf> of = p.optional(OF, PARTS, n -> Fields.text(n).flatMap(PartOf::parse));
        p.onlyKnown(NAME, ATTRIBUTE, OF);
        return p.whole() && name.isPresent() && attribute.isPresent()
                ? Optional.of(new GroupPart(name.get(), attribute.get(), of.orElse(PartOf.VALUE))) : Optional.empty();
    }

    private static Optional<Measure> measure(Fields m) {
        Optional<String> attribute = m.required(ATTRIBUTE, "the kept attribute's name as a string", Fields::text);
        Optional<MeasureKind> kind = m.required(KIND, KINDS, n -> Fields.text(n).flatMap(MeasureKind::parse));
        boolean count = kind.filter(k -> k == MeasureKind.COUNT).isPresent();
        Optional<String> of = count ? m.optional(OF, "nothing (a count measures no attribute)",
                n -> Fields.text(n).filter(String::isEmpty))
                : m.required(OF, "the source attribute's name as a string", n -> Fields.text(n).filter(s -> !s.isEmpty()));
        m.onlyKnown(ATTRIBUTE, KIND, OF);
        return m.whole() && attribute.isPresent() && kind.isPresent() && (count || of.isPresent())
                ? Optional.of(new Measure(attribute.get(), kind.get(), of.orElse(""))) : Optional.empty();
    }

    /** Each element read as an object at its index; one that is not makes the whole element unreadable. */
    private static <T> Optional<List<T>> elements(JsonNode n, String path, Fields owner,
            Function<Fields, Optional<T>> read) {
        if (!n.isArray()) {
            return Optional.empty();
        }
        List<T> out = new ArrayList<>();
        for (int i = 0; i < n.size(); i++) {
            JsonNode e = n.get(i);
            if (!e.isObject()) {
                owner.problemAt(JsonPath.index(path, i), "expected an object, found " + Json.describe(e));
                return Optional.of(List.of());
            }
            Optional<T> value = read.apply(owner.nested(e, JsonPath.index(path, i)));
            if (value.isEmpty()) {
                owner.spoil();
                return Optional.of(List.of());
            }
            out.add(value.get());
        }
        return Optional.of(out);
    }

    /** The list for a table's kept entities; none when it has none, so that its file has no such member. */
    static Optional<ArrayNode> write(List<KeptEntity> kept) {
        if (kept.isEmpty()) {
            return Optional.empty();
        }
        ArrayNode array = Json.array();
        kept.forEach(k -> array.add(write(k)));
        return Optional.of(array);
    }

    static ObjectNode write(KeptEntity k) {
        ObjectNode o = Json.object();
        o.put(ENTITY, k.entity());
        o.put(SOURCE, k.source());
        if (k.keeping() instanceof Aggregate a) {
            ObjectNode agg = o.putObject(AGGREGATE);
            ArrayNode parts = agg.putArray(GROUP_BY);
            a.groupBy().forEach(p -> parts.addObject().put(NAME, p.name()).put(ATTRIBUTE, p.attribute())
                    .put(OF, p.of().name()));
            ArrayNode measures = agg.putArray(MEASURES);
            for (Measure m : a.measures()) {
                ObjectNode mo = measures.addObject().put(ATTRIBUTE, m.attribute()).put(KIND, m.kind().name());
                if (m.kind() != MeasureKind.COUNT) {
                    mo.put(OF, m.of());
                }
            }
        } else {
            IndexItems i = (IndexItems) k.keeping();
            ObjectNode index = o.putObject(INDEX_ITEMS);
            if (i.perEntry()) {
                index.put(EACH, i.each());
            }
            i.entryType().ifPresent(t -> index.put(ENTRY_TYPE, t.name()));
            ArrayNode copied = index.putArray(COPIED);
            i.copied().forEach(copied::add);
        }
        return o;
    }
}
