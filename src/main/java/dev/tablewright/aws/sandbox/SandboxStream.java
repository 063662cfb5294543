package dev.tablewright.aws.sandbox;

import dev.tablewright.engine.api.DeleteItemRequest;
import dev.tablewright.engine.api.DynamoException;
import dev.tablewright.engine.api.Expr;
import dev.tablewright.engine.api.GetItemRequest;
import dev.tablewright.engine.api.PutItemRequest;
import dev.tablewright.engine.api.ReturnValues;
import dev.tablewright.engine.api.StreamWrites;
import dev.tablewright.engine.query.ItemChange;
import dev.tablewright.engine.query.ItemChangeRecorder;
import dev.tablewright.engine.query.QueryEngine;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptWrite;
import dev.tablewright.model.stream.StreamKeeping;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The Sandbox's stream handler: told of the engine's item changes, it applies what
 * {@link StreamKeeping} says the handler writes for each (docs/streams.md), after the write and as
 * plain puts and deletes of the engine. Those writes change items too, whose records it processes in
 * turn, round by round, so that a kept entity kept from another kept entity follows.
 *
 * <p>Not thread-safe on its own: the gateway calls {@link #begin()}, the write and {@link #run()} under
 * one lock, so the changes it holds are the write's own.
 */
final class SandboxStream implements ItemChangeRecorder {
    private final QueryEngine engine;
    private final Function<String, TableDesign> designs;
    private final List<ItemChange> recorded = new ArrayList<>();

    SandboxStream(QueryEngine engine, Function<String, TableDesign> designs) {
        this.engine = engine;
        this.designs = designs;
    }

    /** Only the changes of tables with kept entities are kept: the others' writes pay nothing more. */
    @Override
    public void changed(ItemChange change) {
        TableDesign design = designs.apply(change.table());
        if (design != null && !design.keptEntities().isEmpty()) {
            recorded.add(change);
        }
    }

    /** Forgets what an earlier write left (a loop stopped midway). */
    void begin() {
        recorded.clear();
    }

    /**
     * Applies the stream's writes for every change recorded since {@link #begin()}, then for the changes
     * they make, until none is left. In a model without errors a chain of kept entities ends: after as
     * many rounds as the table has kept entities, one more finds nothing to write. A change still
     * left then comes of kept entities that keep each other in a loop: it stops there and says so.
     */
    StreamWrites run() {
        List<String> written = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        List<ItemChange> round = drained();
        int rounds = 0;
        while (!round.isEmpty()) {
            int bound = round.stream().mapToInt(c -> keptCount(c.table())).max().orElse(0) + 1;
            if (rounds == bound) {
                notes.add("The stream stopped after " + written.size() + (written.size() == 1 ? " write" : " writes")
                        + ": " + looping(round) + " keep each other in a loop (the model's rules tell where)");
                break;
            }
            for (ItemChange change : round) {
                handle(change, written, notes);
            }
            round = drained();
            rounds++;
        }
        return new StreamWrites(written, notes);
    }

    private List<ItemChange> drained() {
        List<ItemChange> out = List.copyOf(recorded);
        recorded.clear();
        return out;
    }

    private int keptCount(String table) {
        TableDesign design = designs.apply(table);
        return design == null ? 0 : design.keptEntities().size();
    }

    /** The kept entities of the tables whose changes were still coming, as the note names them. */
    private String looping(List<ItemChange> round) {
        return round.stream().map(ItemChange::table).distinct().map(designs)
                .flatMap(d -> d.keptEntities().stream()).map(KeptEntity::entity).distinct()
                .collect(Collectors.joining(", "));
    }

    private void handle(ItemChange change, List<String> written, List<String> notes) {
        TableDesign design = designs.apply(change.table());
        if (design == null) {
            return; // the table was deleted in the meantime
        }
        StreamKeeping.Result result = StreamKeeping.writes(design, change.oldImage(), change.newImage(),
                kept -> read(design, kept));
        notes.addAll(result.notes());
        for (KeptWrite w : result.writes()) {
            try {
                if (w.delete()) {
                    engine.deleteItem(new DeleteItemRequest(design.name(), key(design, w.item()), "", Expr.NONE,
                            ReturnValues.NONE));
                } else {
                    engine.putItem(PutItemRequest.of(design.name(), w.item()));
                }
                written.add(w.describe());
            } catch (DynamoException e) {
                // The source write stands (it was made before); the kept item DynamoDB refuses is told.
                notes.add("The stream could not write " + w.describe() + ": " + e.getMessage());
            }
        }
    }

    /** The handler's consistent GetItem of a kept item's key; none when the key is not whole. */
    private Optional<Item> read(TableDesign design, Item kept) {
        Map<String, AttributeValue> key = key(design, kept);
        if (key.size() < design.keySchema().names().size()) {
            return Optional.empty();
        }
        return engine.getItem(new GetItemRequest(design.name(), key, "", Expr.NONE, true));
    }

    private static Map<String, AttributeValue> key(TableDesign design, Item item) {
        return StreamKeeping.key(design, item).attributes();
    }
}
