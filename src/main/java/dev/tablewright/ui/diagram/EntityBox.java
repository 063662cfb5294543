package dev.tablewright.ui.diagram;

import dev.tablewright.model.Entity;
import dev.tablewright.model.Point;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.EntityColors;
import java.util.List;

/**
 * What one entity box shows: its name, type marker, header colour, key templates and attributes,
 * and where it stands on the canvas (saved in the layout, or placed by the auto-layout).
 *
 * @param typeMarker     {@code entityType = Movie}: the table's type attribute and this entity's value
 * @param color          CSS hex colour, the same as the entity's colour in the grids
 * @param keyLines       {@code PK = MOVIE#${movieId}}, one per key template
 * @param attributeLines {@code title : S}, one per attribute
 */
public record EntityBox(String name, String typeMarker, String color, List<String> keyLines,
        List<String> attributeLines, Point position) {

    public EntityBox {
        keyLines = List.copyOf(keyLines);
        attributeLines = List.copyOf(attributeLines);
    }

    /** The box of the entity at {@code index} in the table; its position is set later. */
    static EntityBox of(TableDesign table, int index) {
        Entity e = table.entities().get(index);
        List<String> keys = e.keyTemplates().entrySet().stream()
                .map(k -> k.getKey() + " = " + k.getValue().source()).toList();
        List<String> attributes = e.attributes().stream().map(a -> a.name() + " : " + a.type().name()).toList();
        return new EntityBox(e.name(), table.typeAttribute() + " = " + e.typeValue(), EntityColors.of(index), keys,
                attributes, null);
    }

    EntityBox at(Point p) {
        return new EntityBox(name, typeMarker, color, keyLines, attributeLines, p);
    }
}
