package dev.tablewright.format.picture;

import java.util.List;

/**
 * One colour per entity, the same on the diagram, in the grids, their legends and the exported
 * picture: the entity's position in its table picks from a palette chosen to stay distinct on light
 * and dark themes. Colours are CSS hex strings, so neither the format layer nor ViewModels need paint.
 */
public final class EntityPalette {
    private static final List<String> PALETTE = List.of(
            "#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#b07aa1", "#76b7b2", "#edc948", "#ff9da7", "#9c755f",
            "#bab0ac");

    private EntityPalette() {
    }

    /** The colour of the entity at {@code index} (0-based) in its table; -1 (no entity) is grey. */
    public static String of(int index) {
        return index < 0 ? "#8c8c8c" : PALETTE.get(index % PALETTE.size());
    }
}
