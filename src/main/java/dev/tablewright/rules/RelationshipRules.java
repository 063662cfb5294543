package dev.tablewright.rules;

import dev.tablewright.model.Problem;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;

import java.util.List;

/** Relationships: both ends must be entities of the table. */
final class RelationshipRules {
    private RelationshipRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        for (int i = 0; i < table.relationships().size(); i++) {
            Relationship r = table.relationships().get(i);
            String path = Paths.relationship(table.name(), i);
            end(table, "starts", r.from(), path, out);
            if (!r.to().equals(r.from())) {
                end(table, "ends", r.to(), path, out);
            }
        }
    }

    private static void end(TableDesign table, String verb, String entity, String path, List<Problem> out) {
        if (table.entity(entity).isEmpty()) {
            out.add(Problem.error(path, "the relationship " + verb + " at unknown entity " + Text.quote(entity)
                    + ": the table has no entity of that name"));
        }
    }
}
