package dev.tablewright.aws.commit;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.settings.LiveSettings;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A table's vector indexes made as the model has them, and what became of each. The endpoint is asked
 * once, when a table first needs it, whether it knows vector indexes: where it does not (DynamoDB Local
 * drops them silently or refuses the whole table: docs/vector-indexes.md §6) they are left out and each
 * reported skipped; where it does, each is waited on until ready and the table read back, so an
 * endpoint's success is not taken for its word.
 */
final class VectorIndexSteps {
    private final Gateway gateway;
    private final TableSteps steps;
    private Boolean support;

    VectorIndexSteps(Gateway gateway, TableSteps steps) {
        this.gateway = gateway;
        this.steps = steps;
    }

    /** Whether CreateTable carries the table's vector indexes: it has some and the endpoint knows them. */
    boolean sendable(TableDesign t) {
        return !t.vectorIndexes().isEmpty() && known();
    }

    /** After CreateTable ({@code sent}: with its vector indexes), each index ready, or skipped. */
    List<VectorIndexOutcome> created(TableDesign t, boolean sent, Consumer<String> step) {
        if (t.vectorIndexes().isEmpty()) {
            return List.of();
        }
        if (!sent) {
            return skipped(t, t.vectorIndexes());
        }
        t.vectorIndexes().forEach(v -> steps.awaitVectorIndex(t.name(), v.name(), step));
        return readBack(t, t.vectorIndexes());
    }

    /** On a kept table, each vector index the plan creates, one at a time, each ready before the next. */
    List<VectorIndexOutcome> added(TableDesign t, CommitPlan.Table plan, Consumer<String> step) {
        // One the table has as the model does may still be building (a commit that stopped while it waited).
        for (VectorIndex v : t.vectorIndexes()) {
            if (plan.live().flatMap(l -> l.vectorIndex(v.name())).isPresent()) {
                steps.awaitVectorIndex(t.name(), v.name(), step);
            }
        }
        List<VectorIndex> toCreate = plan.vectorIndexes().toCreate();
        if (toCreate.isEmpty()) {
            return List.of();
        }
        if (!known()) {
            return skipped(t, toCreate);
        }
        for (VectorIndex v : toCreate) {
            step.accept("creating vector index " + v.name());
            steps.addVectorIndex(t, v);
            steps.awaitVectorIndex(t.name(), v.name(), step);
        }
        return readBack(t, toCreate);
    }

    /** Whether the endpoint knows vector indexes, asked once. */
    boolean known() {
        if (support == null) {
            support = steps.retried("asking " + gateway.displayName() + " about vector indexes",
                    gateway::knowsVectorIndexes);
        }
        return support;
    }

    private List<VectorIndexOutcome> skipped(TableDesign t, List<VectorIndex> indexes) {
        String where = where(t.name());
        return indexes.stream().map(v -> new VectorIndexOutcome(v.name(), VectorIndexOutcome.Status.SKIPPED, "",
                where)).toList();
    }

    /** Each index as the table now has it. */
    private List<VectorIndexOutcome> readBack(TableDesign t, List<VectorIndex> asked) {
        TableDesign live = steps.describe(t.name()).orElse(TableDesign.of(t.name(), t.keySchema()));
        String where = where(t.name());
        List<VectorIndexOutcome> outcomes = new ArrayList<>();
        for (VectorIndex v : asked) {
            Optional<VectorIndex> kept = live.vectorIndex(v.name());
            List<String> differences = kept.map(k -> VectorIndexPlan.differences(v, k)).orElse(List.of());
            if (kept.isPresent() && differences.isEmpty()) {
                outcomes.add(new VectorIndexOutcome(v.name(), VectorIndexOutcome.Status.CREATED, "", where));
            } else {
                outcomes.add(new VectorIndexOutcome(v.name(), VectorIndexOutcome.Status.NOT_KEPT,
                        kept.isEmpty() ? "none" : String.join(", ", differences), where));
            }
        }
        return outcomes;
    }

    /** "DynamoDB Local" for a table that lives there (its ARN says so), else the connection's name. */
    private String where(String table) {
        return steps.settings(table).map(LiveSettings::dynamoDbLocal).orElse(false) ? "DynamoDB Local"
                : gateway.displayName();
    }
}
