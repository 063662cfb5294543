package dev.tablewright.ui.compare;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.TableDesign;
import java.util.Optional;

/** Whether a model has the element a path names (a table, its key, attribute, index, entity …). */
final class Elements {
    private Elements() {
    }

    static boolean exists(DataModel model, ModelPath path) {
        if (model == null) {
            return false;
        }
        Optional<TableDesign> table = model.table(path.table());
        if (table.isEmpty()) {
            return false;
        }
        TableDesign t = table.get();
        Optional<Entity> entity = path.entityPath().flatMap(e -> t.entity(e.entity()));
        if (path.entityPath().isPresent() && entity.isEmpty()) {
            return false;
        }
        if (path instanceof ModelPath.TableKey k) {
            return t.keySchema().contains(k.attribute());
        } else if (path instanceof ModelPath.TableAttribute a) {
            return t.attributes().stream().anyMatch(d -> d.name().equals(a.attribute()));
        } else if (path instanceof ModelPath.Index i) {
            return t.index(i.index()).isPresent();
        } else if (path instanceof ModelPath.EntityAttribute a) {
            return entity.get().attribute(a.attribute()).isPresent();
        } else if (path instanceof ModelPath.EntityKey k) {
            return entity.get().template(k.keyAttribute()).isPresent();
        } else if (path instanceof ModelPath.EntityItem i) {
            return i.ordinal() < entity.get().items().size();
        } else if (path instanceof ModelPath.LooseItem i) {
            return i.ordinal() < t.items().size();
        } else if (path instanceof ModelPath.RelationshipPath r) {
            return r.ordinal() < t.relationships().size();
        } else if (path instanceof ModelPath.AccessPatternPath p) {
            return t.accessPatterns().stream().anyMatch(a -> a.name().equals(p.pattern()));
        }
        return true; // the table itself, or an entity found above
    }
}
