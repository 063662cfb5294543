package dev.tablewright.ui.explorer;

import dev.tablewright.model.Item;
import dev.tablewright.ui.pivot.GridRow;
import java.util.List;
import java.util.Optional;

/**
 * Deleting live items, after the user's yes. One item is deleted conditionally like every edit. Several
 * are one BatchWriteItem per 25 items, which DynamoDB cannot make conditional: the question says so.
 * (Deleting them one by one conditionally would be slower and could leave half of them deleted on a
 * conflict; the user who selects many rows is asking for them gone.) FX thread only.
 */
public final class LiveDeletes {
    private final LiveWrites writes;

    /** A delete waiting for the user's yes: the question to ask, and the rows it deletes. */
    public record DeleteQuestion(String text, List<GridRow> rows) {
    }

    LiveDeletes(LiveWrites writes) {
        this.writes = writes;
    }

    /** The question to ask before deleting the rows; empty, with the reason, when they cannot be deleted. */
    public Optional<DeleteQuestion> askDelete(List<GridRow> rows) {
        Optional<String> reason = writes.refusal().or(() -> rows.isEmpty() ? Optional.of("Select the items to delete.")
                : Optional.empty());
        if (reason.isPresent()) {
            writes.say(reason.get());
            return Optional.empty();
        }
        if (rows.size() == 1) {
            return Optional.of(new DeleteQuestion("Delete the item " + writes.keyText(rows.get(0).source().item())
                    + " from " + writes.design().name() + "? It is deleted only if it is unchanged since it was read.",
                    List.copyOf(rows)));
        }
        return Optional.of(new DeleteQuestion(BatchDelete.of(writes.design(), items(rows)).question(),
                List.copyOf(rows)));
    }

    /** Deletes what the user said yes to: one item conditionally, several in batches. */
    public void delete(DeleteQuestion question) {
        Optional<String> reason = writes.refusal();
        if (reason.isPresent()) {
            writes.refuse(reason.get());
            return;
        }
        if (question.rows().size() == 1) {
            writes.deleteOne(question.rows().get(0));
        } else {
            writes.runBatch(BatchDelete.of(writes.design(), items(question.rows())));
        }
    }

    private static List<Item> items(List<GridRow> rows) {
        return rows.stream().map(r -> r.source().item()).toList();
    }
}
