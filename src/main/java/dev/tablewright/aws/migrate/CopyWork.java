package dev.tablewright.aws.migrate;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.commit.Backoff;
import dev.tablewright.aws.commit.ParallelBatchWriter;
import dev.tablewright.aws.commit.WriteTally;
import dev.tablewright.aws.live.LiveItemWrites;
import dev.tablewright.engine.drift.EntityClaims;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;

/**
 * A copy on one page of the old table's items: each item derived by the target table's templates for
 * its entity (as the dry run copies, {@link KeyDerivation}), an item no entity claims copied as it is,
 * and the page put into the target by BatchWriteItem ({@link ParallelBatchWriter}: unprocessed items
 * sent again after a backoff). A put is idempotent: a page copied twice leaves the same items.
 */
final class CopyWork implements ScanPass.PageWork {
    private static final int WRITERS_PER_SEGMENT = 2;

    private final Gateway gateway;
    private final EntityClaims claims;
    private final KeySchema sourceKeys;
    private final TableDesign target;

    /** @param target the target table's design: its live name, TO's entities and templates */
    CopyWork(Gateway gateway, EntityClaims claims, KeySchema sourceKeys, TableDesign target) {
        this.gateway = gateway;
        this.claims = claims;
        this.sourceKeys = sourceKeys;
        this.target = target;
    }

    @Override
    public ScanPass.PageTally apply(List<Item> items, BooleanSupplier stopped) {
        List<String> problems = new ArrayList<>();
        // One write per target key: a batch refuses two writes of one key.
        Map<Map<String, AttributeValue>, Item> byKey = new LinkedHashMap<>();
        for (Item item : items) {
            Optional<Entity> entity = claims.of(item);
            Optional<Entity> into = entity.flatMap(e -> target.entity(e.name()));
            if (entity.isPresent() && into.isEmpty()) {
                problems.add(entity.get().name() + " " + EntityPageWork.describe(LiveItemWrites.key(sourceKeys,
                        item)) + ": " + target.name() + " has no entity " + entity.get().name() + "; not copied");
                continue;
            }
            Item copy = into.map(e -> KeyDerivation.forEntity(target, e).deriveAll(item).item()).orElse(item);
            try {
                byKey.put(LiveItemWrites.key(target.keySchema(), copy), copy);
            } catch (IllegalArgumentException e) {
                problems.add(EntityPageWork.describe(LiveItemWrites.key(sourceKeys, item)) + ": "
                        + e.getMessage() + "; not copied");
            }
        }
        WriteTally tally = new ParallelBatchWriter(gateway, WRITERS_PER_SEGMENT, Backoff.DEFAULT)
                .write(target.name(), List.copyOf(byKey.values()), n -> { }, stopped);
        problems.addAll(tally.errors());
        boolean complete = tally.written() + tally.failed() == byKey.size();
        return new ScanPass.PageTally(tally.written(), 0, problems, complete && !stopped.getAsBoolean());
    }
}
