package dev.tablewright.model.edit;

import dev.tablewright.model.Entity;
import dev.tablewright.model.FixHint;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyLimits;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptItems;
import java.util.ArrayList;
import java.util.List;

/** The edit each {@link FixHint} stands for: what a Problems row's fix does, in one undo step. */
public final class QuickFixes {
    private QuickFixes() {
    }

    public static Edit edit(FixHint hint) {
        if (hint instanceof FixHint.DeclareAttribute d) {
            return TableEdits.declareAttribute(d.table(), d.attribute());
        }
        if (hint instanceof FixHint.UnlistEntityAttribute u) {
            return new Edit(u.label(), m -> Tables.changeEntity(m, u.table(), u.entity(), e -> {
                if (e.attribute(u.attribute()).isEmpty()) {
                    throw new EditRefused("Entity '" + u.entity() + "' no longer lists '" + u.attribute() + "'.");
                }
                return e.withAttributes(e.attributes().stream().filter(a -> !a.name().equals(u.attribute())).toList());
            }));
        }
        if (hint instanceof FixHint.RecomputeKeptItems r) {
            return new Edit(r.label(), m -> Tables.change(m, r.table(), t -> {
                KeptEntity kept = t.keptEntity(r.entity()).orElseThrow(
                        () -> new EditRefused("The stream no longer keeps '" + r.entity() + "'."));
                Tables.entity(t, r.entity()); // refused when the entity is gone
                return t.withEntity(r.entity(), e -> e.withItems(KeptItems.compute(t, kept).items()));
            }));
        }
        FixHint.LeaveOutEmptyKey l = (FixHint.LeaveOutEmptyKey) hint;
        return new Edit(l.label(), m -> Tables.change(m, l.table(), t -> leaveOutEmpty(t, l.attribute())));
    }

    /** The attribute dropped where it is an empty string or binary: from loose items and from entities that do not template it. */
    private static TableDesign leaveOutEmpty(TableDesign t, String attribute) {
        int[] dropped = {0};
        List<Item> loose = withoutEmpty(t.items(), attribute, dropped);
        List<Entity> entities = new ArrayList<>();
        for (Entity e : t.entities()) {
            entities.add(e.template(attribute).isPresent() ? e : e.withItems(withoutEmpty(e.items(), attribute, dropped)));
        }
        if (dropped[0] == 0) {
            throw new EditRefused("No sample item holds an empty " + attribute + " any more.");
        }
        return t.withItems(loose).withEntities(entities);
    }

    private static List<Item> withoutEmpty(List<Item> items, String attribute, int[] dropped) {
        return items.stream().map(i -> {
            boolean empty = i.get(attribute).filter(KeyLimits::isEmpty).isPresent();
            if (empty) {
                dropped[0]++;
                return i.without(attribute);
            }
            return i;
        }).toList();
    }
}
