package dev.tablewright.rules;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.FixHint;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.stream.KeptItems;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Entities kept by the table's stream (docs/streams.md): the stream must carry both images, the
 * source must be another entity of the table and no kept entity may keep itself through others; what
 * each keeping names must be there (see {@link KeptKeepingRules}); and sample items that differ from
 * the ones the stream would keep are a warning with the fix that recomputes them.
 */
final class KeptEntityRules {
    private KeptEntityRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        if (table.keptEntities().isEmpty()) {
            return;
        }
        stream(table, out);
        Set<String> seen = new HashSet<>();
        for (KeptEntity kept : table.keptEntities()) {
            String path = Paths.entity(table.name(), kept.entity());
            int before = out.size();
            if (!seen.add(kept.entity())) {
                out.add(Problem.error(path, "the stream keeps " + Text.quote(kept.entity())
                        + " more than once: an entity is kept one way, from one source"));
            }
            Optional<Entity> entity = table.entity(kept.entity());
            Optional<Entity> source = table.entity(kept.source());
            if (entity.isEmpty()) {
                out.add(Problem.error(Paths.table(table.name()), "the stream keeps unknown entity "
                        + Text.quote(kept.entity()) + ": the table has no entity of that name"));
            }
            if (kept.source().equals(kept.entity())) {
                out.add(Problem.error(path, Text.quote(kept.entity()) + " is kept from its own writes: "
                        + "the stream would write it again for every write it makes"));
            } else if (source.isEmpty()) {
                out.add(Problem.error(path, Text.quote(kept.entity()) + " is kept from unknown entity "
                        + Text.quote(kept.source()) + ": the source must be an entity of the table"));
            } else {
                loop(table, kept, path, out);
            }
            if (entity.isPresent() && source.isPresent() && !kept.source().equals(kept.entity())) {
                KeptKeepingRules.check(table, kept, entity.get(), source.get(), path, out);
            }
            if (out.size() == before && entity.isPresent()) {
                differingItems(table, kept, entity.get(), path, out);
            }
        }
    }

    /** Both images: an aggregate subtracts the old item, an index item is found by the old one. */
    private static void stream(TableDesign table, List<Problem> out) {
        Optional<StreamView> view = table.settings().stream();
        if (view.filter(v -> v == StreamView.NEW_AND_OLD_IMAGES).isPresent()) {
            return;
        }
        List<String> names = table.keptEntities().stream().map(KeptEntity::entity).toList();
        out.add(Problem.error(Paths.table(table.name()), "the stream keeps " + String.join(", ", names) + ", but "
                + (view.isEmpty() ? "the table's stream is off" : "its stream view is " + view.get())
                + ": set the stream (StreamSpecification) to NEW_AND_OLD_IMAGES, so that a removed or changed "
                + "source item can be taken out of what it kept"));
    }

    /** The source is kept, through others, from the kept entity: each would keep the other forever. */
    private static void loop(TableDesign table, KeptEntity kept, String path, List<Problem> out) {
        List<String> chain = new ArrayList<>(List.of(kept.entity()));
        Set<String> visited = new LinkedHashSet<>();
        String next = kept.source();
        while (visited.add(next)) {
            chain.add(next);
            if (next.equals(kept.entity())) {
                out.add(Problem.error(path, "kept entities form a loop: " + String.join(" ← ", chain)
                        + "; the stream would keep writing each from the other"));
                return;
            }
            Optional<KeptEntity> upstream = table.keptEntity(next);
            if (upstream.isEmpty()) {
                return;
            }
            next = upstream.get().source();
        }
    }

    private static void differingItems(TableDesign table, KeptEntity kept, Entity entity, String path,
            List<Problem> out) {
        KeptItems.Computed computed = KeptItems.compute(table, kept);
        if (computed.items().equals(entity.items())) {
            return;
        }
        out.add(Problem.warning(path, "the " + Text.count(entity.items().size(), "sample item", "sample items")
                + " of " + Text.quote(kept.entity()) + (entity.items().size() == 1 ? " differs" : " differ")
                + " from the " + Text.count(computed.items().size(), "item", "items") + " the stream keeps from "
                + Text.quote(kept.source()) + "'s: kept items are computed, not written")
                .withFix(new FixHint.RecomputeKeptItems(table.name(), kept.entity())));
    }

    /** The attributes a source item has by its design: listed ones, templated keys and their parts. */
    static Set<String> sourceAttributes(Entity source) {
        Set<String> names = new LinkedHashSet<>();
        source.attributes().forEach(a -> names.add(a.name()));
        source.keyTemplates().forEach((key, template) -> {
            names.add(key);
            names.addAll(template.referencedAttributes());
        });
        return names;
    }

    /** The declared type of a source attribute: the entity's list first, then the table's. */
    static Optional<AttributeType> type(TableDesign table, Entity source, String attribute) {
        return source.attribute(attribute).map(AttributeDef::type).or(() -> table.attributeType(attribute));
    }
}
