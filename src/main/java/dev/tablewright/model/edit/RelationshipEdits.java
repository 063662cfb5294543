package dev.tablewright.model.edit;

import dev.tablewright.model.Cardinality;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;

/** Edits of the relationship lines between entities. Relationships are addressed by position, as ModelPath does. */
public final class RelationshipEdits {
    private RelationshipEdits() {
    }

    public static Edit add(String table, Relationship relationship) {
        return new Edit("Connect " + relationship.from() + " " + relationship.cardinality().label() + " "
                + relationship.to(), m -> Tables.change(m, table, t -> {
                    Tables.entity(t, relationship.from());
                    Tables.entity(t, relationship.to());
                    List<Relationship> list = new ArrayList<>(t.relationships());
                    list.add(relationship);
                    return t.withRelationships(list);
                }));
    }

    public static Edit delete(String table, int index) {
        return new Edit("Delete relationship", m -> Tables.change(m, table, t -> {
            check(t, index);
            List<Relationship> list = new ArrayList<>(t.relationships());
            list.remove(index);
            return t.withRelationships(list);
        }));
    }

    public static Edit setCardinality(String table, int index, Cardinality cardinality) {
        return new Edit("Set relationship to " + cardinality.label(), m -> Tables.change(m, table, t -> {
            Relationship r = check(t, index);
            List<Relationship> list = new ArrayList<>(t.relationships());
            list.set(index, new Relationship(r.from(), r.to(), cardinality, r.label()));
            return t.withRelationships(list);
        }));
    }

    private static Relationship check(TableDesign t, int index) {
        if (index < 0 || index >= t.relationships().size()) {
            throw new EditRefused("Table '" + t.name() + "' has no relationship " + (index + 1) + ".");
        }
        return t.relationships().get(index);
    }
}
