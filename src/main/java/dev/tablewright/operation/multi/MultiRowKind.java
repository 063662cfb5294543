package dev.tablewright.operation.multi;

import dev.tablewright.format.request.MultiOperation;
import dev.tablewright.operation.item.ItemKind;
import java.util.List;

/** What one row of a batch or transaction does; each operation takes only some of them. */
public enum MultiRowKind {
    GET("Get", ItemKind.GET), PUT("Put", ItemKind.PUT), UPDATE("Update", ItemKind.UPDATE),
    DELETE("Delete", ItemKind.DELETE), CONDITION_CHECK("ConditionCheck", ItemKind.DELETE);

    private final String label;
    private final ItemKind built;

    MultiRowKind(String label, ItemKind built) {
        this.label = label;
        this.built = built;
    }

    /** The single-item request whose parts the row builds (a ConditionCheck has a Delete's: key and condition). */
    ItemKind built() {
        return built;
    }

    /** The kinds a row of {@code operation} may be: Gets read; BatchWrite puts and deletes; a transaction writes all four ways. */
    public static List<MultiRowKind> of(MultiOperation operation) {
        return switch (operation) {
            case BATCH_GET, TRANSACT_GET -> List.of(GET);
            case BATCH_WRITE -> List.of(PUT, DELETE);
            case TRANSACT_WRITE -> List.of(PUT, UPDATE, DELETE, CONDITION_CHECK);
        };
    }

    @Override
    public String toString() {
        return label;
    }
}
