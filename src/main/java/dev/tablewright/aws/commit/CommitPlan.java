package dev.tablewright.aws.commit;

import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What a commit will do to each table, decided before anything changes, so that a replace can say what
 * it deletes before it starts.
 */
public record CommitPlan(ExistingTables mode, List<Table> tables) {
    /**
     * @param action    what the commit does to it
     * @param live      the table of that name on the connection, as it was looked up
     * @param liveItems DynamoDB's item count of a table to replace (on AWS updated about every six hours);
     *                  -1 when not known or not replaced
     * @param settingChanges for a table kept or resumed, the changes that bring its settings to the model's
     * @param settingNotes   for a table kept or resumed, what differs from the model and is left as it is
     *                       because DynamoDB cannot make it so (warm throughput above the model's)
     * @param regionChanges  for a global table kept or resumed, what the commit will change in its replicas'
     *                       own regions, in words ("replica us-west-2: deletion protection: off → on")
     * @param vectorIndexes  for a table kept or resumed, the vector indexes to create and those left as they are
     */
    public record Table(TableDesign design, TableCommit.Action action, Optional<TableDesign> live, long liveItems,
            List<SettingStep> settingChanges, List<String> settingNotes, List<String> regionChanges,
            VectorIndexPlan vectorIndexes) {
        public Table {
            settingChanges = List.copyOf(settingChanges);
            settingNotes = List.copyOf(settingNotes);
            regionChanges = List.copyOf(regionChanges);
            vectorIndexes = vectorIndexes == null ? VectorIndexPlan.NONE : vectorIndexes;
        }

        public Table(TableDesign design, TableCommit.Action action, Optional<TableDesign> live, long liveItems,
                List<SettingStep> settingChanges, List<String> settingNotes, List<String> regionChanges) {
            this(design, action, live, liveItems, settingChanges, settingNotes, regionChanges, VectorIndexPlan.NONE);
        }

        public Table(TableDesign design, TableCommit.Action action, Optional<TableDesign> live, long liveItems,
                List<SettingStep> settingChanges, List<String> settingNotes) {
            this(design, action, live, liveItems, settingChanges, settingNotes, List.of());
        }

        public Table(TableDesign design, TableCommit.Action action, Optional<TableDesign> live, long liveItems,
                List<SettingStep> settingChanges) {
            this(design, action, live, liveItems, settingChanges, List.of());
        }

        public Table(TableDesign design, TableCommit.Action action, Optional<TableDesign> live, long liveItems) {
            this(design, action, live, liveItems, List.of());
        }

        public String name() {
            return design.name();
        }
    }

    public CommitPlan {
        tables = List.copyOf(tables);
    }

    /** The existing tables the commit deletes. */
    public List<Table> deleted() {
        return tables.stream().filter(t -> t.action() == TableCommit.Action.REPLACED).toList();
    }

    /**
     * What the commit will change in the settings of the tables it keeps, one line per change, before it
     * changes anything: "Orders: stream: off → NEW_IMAGE"; empty when it changes none.
     */
    public List<String> settingChanges() {
        return tables.stream().flatMap(t -> java.util.stream.Stream.concat(t.settingChanges().stream().map(SettingStep::change),
                t.regionChanges().stream()).map(c -> t.name() + ": " + c)).toList();
    }

    /**
     * What the commit will do with the vector indexes of the tables it keeps, before it does anything:
     * "Products: will create vector index ByEmbedding (embedding, 3 dimensions, COSINE)", then what it
     * leaves as it is ("Products: vector index ByColour exists with dimensions 4 (the model's 3): DynamoDB
     * cannot update a vector index …").
     */
    public List<String> vectorIndexChanges() {
        return tables.stream().flatMap(t -> java.util.stream.Stream.concat(t.vectorIndexes().changes().stream(),
                t.vectorIndexes().notes().stream()).map(c -> t.name() + ": " + c)).toList();
    }

    /**
     * What the commit will leave as it is in the settings of the tables it keeps, though the model says
     * otherwise: "Orders: the table's warm throughput would fall from 20,000 to 15,000 read units per
     * second: DynamoDB only raises a table's warm throughput; left as it is".
     */
    public List<String> settingNotes() {
        return tables.stream().flatMap(t -> t.settingNotes().stream().map(n -> t.name() + ": " + n)).toList();
    }

    /**
     * "Replacing deletes Movies (49 items) and Orders (3 items), then creates them again from the
     * model: their items are lost." — or "" when nothing is deleted.
     */
    public String deletions() {
        List<Table> deleted = deleted();
        if (deleted.isEmpty()) {
            return "";
        }
        List<String> named = deleted.stream().map(t -> t.name() + " (" + (t.liveItems() < 0 ? "item count unknown"
                : String.format(Locale.ROOT, "%,d item%s", t.liveItems(), t.liveItems() == 1 ? "" : "s")) + ")")
                .toList();
        String list = named.size() == 1 ? named.get(0)
                : String.join(", ", named.subList(0, named.size() - 1)) + " and " + named.get(named.size() - 1);
        boolean one = named.size() == 1;
        return "Replacing deletes " + list + ", then creates " + (one ? "it" : "them") + " again from the model: "
                + (one ? "its" : "their") + " items are lost.";
    }
}
