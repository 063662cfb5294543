package dev.tablewright.ui.common;

import dev.tablewright.format.picture.EntityPalette;

/**
 * One colour per entity, the same on the diagram, in the grids and their legends (and in the exported
 * picture, which is why the palette itself lives in {@link EntityPalette}, outside the UI).
 * Colours are CSS hex strings, so ViewModels can hand them out without touching JavaFX paint.
 */
public final class EntityColors {
    private EntityColors() {
    }

    /** The colour of the entity at {@code index} (0-based) in its table; -1 (no entity) is grey. */
    public static String of(int index) {
        return EntityPalette.of(index);
    }
}
