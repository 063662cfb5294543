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
            // Only an M:N has a link entity: another cardinality drops it (undo brings it back).
            Relationship changed = r.withCardinality(cardinality);
            list.set(index, cardinality == Cardinality.MANY_TO_MANY ? changed : changed.withLink(""));
            return t.withRelationships(list);
        }));
    }

    /**
     * EditNames the entity that holds an M:N's pairs ("" for none): the relationship inspector checks its
     * keys and the index inverting them.
     */
    public static Edit setLink(String table, int index, String entity) {
        String name = entity == null ? "" : entity.strip();
        return new Edit(name.isEmpty() ? "Clear the link entity" : "Make " + name + " the link entity",
                m -> Tables.change(m, table, t -> {
                    Relationship r = check(t, index);
                    if (!name.isEmpty()) {
                        if (r.cardinality() != Cardinality.MANY_TO_MANY) {
                            throw new EditRefused("Only a many-to-many relationship has a link entity.");
                        }
                        if (r.touches(name)) {
                            throw new EditRefused(name + " is an end of the relationship, not the entity between them.");
                        }
                        Tables.entity(t, name);
                    }
                    List<Relationship> list = new ArrayList<>(t.relationships());
                    list.set(index, r.withLink(name));
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
