package dev.tablewright.rules;

import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.PartOf;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What a keeping names must be there: an aggregate's group parts are the source's attributes or parts
 * of its key templates, a sum, minimum or maximum is over a number, and the kept entity's templates use
 * only what the kept item holds; index items copy the source's attributes, take their entries from a
 * map, and have a primary key that is unique per source item (per entry), or two source items would
 * write one kept item.
 */
final class KeptKeepingRules {
    private KeptKeepingRules() {
    }

    static void check(TableDesign table, KeptEntity kept, Entity entity, Entity source, String path,
            List<Problem> out) {
        Set<String> attributes = KeptEntityRules.sourceAttributes(source);
        if (kept.keeping() instanceof Aggregate a) {
            aggregate(table, kept, a, entity, source, attributes, path, out);
        } else {
            indexItems(table, kept, (IndexItems) kept.keeping(), entity, source, attributes, path, out);
        }
    }

    private static void aggregate(TableDesign table, KeptEntity kept, Aggregate a, Entity entity, Entity source,
            Set<String> attributes, String path, List<Problem> out) {
        Set<String> held = new LinkedHashSet<>();
        if (a.groupBy().isEmpty()) {
            out.add(Problem.error(path, "the aggregate " + Text.quote(kept.entity()) + " groups by nothing: "
                    + "name the source attributes (or their date parts) that make a group"));
        }
        for (GroupPart p : a.groupBy()) {
            if (!held.add(p.name())) {
                out.add(Problem.error(path, "the aggregate has two group parts named " + Text.quote(p.name())));
            }
            if (!attributes.contains(p.attribute())) {
                out.add(Problem.error(path, "group part " + Text.quote(p.name()) + " takes "
                        + Text.quote(p.attribute()) + ", which is neither an attribute of " + Text.quote(source.name())
                        + " nor a part of its key templates"));
            } else if (p.of() != PartOf.VALUE) {
                Optional<AttributeType> type = KeptEntityRules.type(table, source, p.attribute());
                if (type.filter(t -> t != AttributeType.S).isPresent()) {
                    out.add(Problem.error(path, "group part " + Text.quote(p.name()) + " takes the " + p.of()
                            + " of " + Text.quote(p.attribute()) + ", a " + type.get()
                            + ": a date part is taken from an ISO-8601 string (2024-05-17T…)"));
                }
            }
        }
        for (Measure m : a.measures()) {
            if (!held.add(m.attribute())) {
                out.add(Problem.error(path, "the aggregate holds " + Text.quote(m.attribute())
                        + " twice (as a group part or a measure)"));
            }
            if (m.of().isEmpty()) {
                continue;
            }
            if (!attributes.contains(m.of())) {
                out.add(Problem.error(path, "measure " + Text.quote(m.attribute()) + " is the " + m.kind() + " of "
                        + Text.quote(m.of()) + ", which is not an attribute of " + Text.quote(source.name())));
            } else if (m.kind().needsNumber()) {
                Optional<AttributeType> type = KeptEntityRules.type(table, source, m.of());
                if (type.filter(t -> t == AttributeType.N).isEmpty()) {
                    out.add(Problem.error(path, "measure " + Text.quote(m.attribute()) + " is the " + m.kind()
                            + " of " + Text.quote(m.of()) + ", which is " + type.map(t -> "a " + t).orElse("untyped")
                            + ": " + m.kind() + " is over a number (N)"));
                }
            }
        }
        // The measures too: a sparse index sorts totals by their count (gsi2sk = ${streamCount}).
        templatesUseOnly(table.name(), kept, entity, held, "its group parts and measures", path, out);
        groupKey(table, kept, a, entity, path, out);
    }

    /**
     * The primary key is the group: made of every group part (or two groups would write one item) and
     * of no measure (or the item would move as its count changes, and the handler could not find it).
     */
    private static void groupKey(TableDesign table, KeptEntity kept, Aggregate a, Entity entity, String path,
            List<Problem> out) {
        Set<String> used = new LinkedHashSet<>();
        for (String key : table.keySchema().names()) {
            entity.template(key).ifPresent(t -> used.addAll(t.referencedAttributes()));
        }
        Set<String> parts = new HashSet<>(a.groupBy().stream().map(GroupPart::name).toList());
        List<String> measures = a.measures().stream().map(Measure::attribute)
                .filter(m -> used.contains(m) && !parts.contains(m)).toList();
        if (!measures.isEmpty()) {
            out.add(Problem.error(path, "the primary key of " + Text.quote(kept.entity()) + " uses the measure "
                    + String.join(", ", measures) + ": a kept item would move as it changes; use only group parts "
                    + "in the primary key (a measure may sort a secondary index)"));
        }
        List<String> missing = a.groupBy().stream().map(GroupPart::name).filter(n -> !used.contains(n)).toList();
        if (!missing.isEmpty() && !a.groupBy().isEmpty()) {
            out.add(Problem.error(path, "the primary key of " + Text.quote(kept.entity()) + " does not use the group "
                    + "part " + String.join(", ", missing) + ": two groups would write one kept item"));
        }
        if (a.measures().stream().noneMatch(m -> m.kind() == MeasureKind.COUNT)) {
            out.add(Problem.warning(path, "the aggregate " + Text.quote(kept.entity()) + " has no COUNT: without one "
                    + "the stream cannot tell when a group's last item goes, and its kept item stays"));
        }
    }

    private static void indexItems(TableDesign table, KeptEntity kept, IndexItems index, Entity entity,
            Entity source, Set<String> attributes, String path, List<Problem> out) {
        if (index.perEntry()) {
            Optional<AttributeType> type = KeptEntityRules.type(table, source, index.each());
            if (!attributes.contains(index.each())) {
                out.add(Problem.error(path, Text.quote(kept.entity()) + " is kept per entry of "
                        + Text.quote(index.each()) + ", which is not an attribute of " + Text.quote(source.name())));
            } else if (type.filter(t -> t != AttributeType.M).isPresent()) {
                out.add(Problem.error(path, Text.quote(kept.entity()) + " is kept per entry of "
                        + Text.quote(index.each()) + ", a " + type.get() + ": entries are a map's (M)"));
            }
        }
        if (!index.perEntry() && index.entryType().isPresent()) {
            out.add(Problem.error(path, Text.quote(kept.entity()) + " takes entries of type "
                    + index.entryType().get() + " but names no map (\"each\") to take them from"));
        }
        for (String c : index.copied()) {
            if (!attributes.contains(c)) {
                out.add(Problem.error(path, Text.quote(kept.entity()) + " copies " + Text.quote(c)
                        + ", which is not an attribute of " + Text.quote(source.name())));
            }
        }
        Set<String> usable = new LinkedHashSet<>(attributes);
        if (index.perEntry()) {
            usable.add(IndexItems.KEY);
            usable.add(IndexItems.VALUE);
        }
        templatesUseOnly(table.name(), kept, entity, usable, "the attributes of " + Text.quote(source.name())
                + (index.perEntry() ? " and the entry's key and value" : ""), path, out);
        unique(table, kept, index, entity, source, path, out);
    }

    /** The kept primary key renders from every part of the source's, and from the entry's key. */
    private static void unique(TableDesign table, KeptEntity kept, IndexItems index, Entity entity, Entity source,
            String path, List<Problem> out) {
        Set<String> needed = new LinkedHashSet<>();
        Set<String> used = new HashSet<>();
        for (String key : table.keySchema().names()) {
            source.template(key).ifPresentOrElse(t -> needed.addAll(t.referencedAttributes()), () -> needed.add(key));
            entity.template(key).ifPresent(t -> used.addAll(t.referencedAttributes()));
        }
        if (index.perEntry()) {
            needed.add(IndexItems.KEY);
        }
        List<String> missing = needed.stream().filter(n -> !used.contains(n)).toList();
        if (!missing.isEmpty()) {
            out.add(Problem.error(path, "the primary key of " + Text.quote(kept.entity()) + " does not use "
                    + String.join(", ", missing) + ": two " + Text.quote(source.name())
                    + (index.perEntry() ? " entries" : " items") + " would write one kept item; use every part of "
                    + "the source's primary key" + (index.perEntry() ? " and ${key}" : "")));
        }
    }

    private static void templatesUseOnly(String table, KeptEntity kept, Entity entity, Set<String> usable, String what,
            String path, List<Problem> out) {
        for (Map.Entry<String, KeyTemplate> e : entity.keyTemplates().entrySet()) {
            for (String ref : e.getValue().referencedAttributes()) {
                if (!usable.contains(ref)) {
                    out.add(Problem.error(Paths.entityKey(table, kept.entity(), e.getKey()), "the template "
                            + e.getKey() + " of " + Text.quote(kept.entity()) + " uses ${" + ref + "}, which the stream does not know: a kept item's keys "
                            + "use only " + what));
                }
            }
        }
    }
}
