package dev.tablewright.engine.migrate;

import java.util.List;
import java.util.Optional;

/**
 * One step of a migration, in the order DynamoDB lets it run. Every step has a stable id (the same
 * plan made again gives the same ids: what a journal records to resume), says why it is needed, whether
 * and how it can be undone, and what it costs. A step names what it acts on; the full definition (an
 * index's settings, a table's) is the TO model's, which the plan file identifies by its hash.
 */
public sealed interface MigrationStep {

    /**
     * What every step carries.
     *
     * @param id    stable: {@code TABLE/kind/name} ({@code Movies/create-gsi/GSI-4})
     * @param table the table it acts on, by its name before the migration
     * @param why   one sentence
     */
    record Common(String id, String table, String why, Reversal reversal, Estimate estimate) {
        public Common {
            if (id == null || table == null || why == null || reversal == null || estimate == null) {
                throw new NullPointerException("step id, table, why, reversal and estimate");
            }
        }
    }

    /**
     * A key attribute's template before and after.
     *
     * @param before empty when the entity had no template for it (or it is not known: a live table)
     */
    record TemplateChange(String attribute, Optional<String> before, String after) {
        public TemplateChange {
            before = before == null ? Optional.empty() : before;
        }

        /** "gsi4pk = year#${releaseYear}" or "sk: act#${actorId} → act#${actorId}#${role}". */
        public String describe() {
            return before.map(b -> attribute + ": " + b + " → " + after).orElse(attribute + " = " + after);
        }
    }

    Common common();

    /** The step's kind, as the plan file and the ids name it. */
    String kind();

    /** What the step does, in one line. */
    String summary();

    default String id() {
        return common().id();
    }

    default String table() {
        return common().table();
    }

    default String why() {
        return common().why();
    }

    default Reversal reversal() {
        return common().reversal();
    }

    default Estimate estimate() {
        return common().estimate();
    }

    /** Creates a table as the TO model designs it (under {@code newTable}, as TO's table {@code design}). */
    record CreateTable(Common common, String newTable, String design, String keys, List<String> localIndexes)
            implements MigrationStep {
        public CreateTable {
            localIndexes = List.copyOf(localIndexes);
        }

        @Override
        public String kind() {
            return "create-table";
        }

        @Override
        public String summary() {
            return "create table " + newTable + " (" + keys
                    + (localIndexes.isEmpty() ? "" : "; LSIs " + String.join(", ", localIndexes)) + ")";
        }
    }

    /** Copies every item of {@code table} into {@code target}, keys derived by the TO model's templates. */
    record CopyItems(Common common, String target) implements MigrationStep {
        @Override
        public String kind() {
            return "copy-items";
        }

        @Override
        public String summary() {
            return "copy every item of " + common.table() + " into " + target + " with the new keys";
        }
    }

    /** Deletes the table; always confirmed (the name typed, or --yes). */
    record DeleteTable(Common common) implements MigrationStep {
        @Override
        public String kind() {
            return "delete-table";
        }

        @Override
        public String summary() {
            return "delete table " + common.table() + " (confirmed by typing its name)";
        }
    }

    /** Adds a GSI as the TO model designs {@code design} (its name on the table may differ: {@code index}). */
    record CreateGsi(Common common, String index, String design, String keys, String projection)
            implements MigrationStep {
        @Override
        public String kind() {
            return "create-gsi";
        }

        @Override
        public String summary() {
            return "create GSI " + index + " (" + keys + ", " + projection + ")"
                    + (index.equals(design) ? "" : " as the new design's " + design);
        }
    }

    record DeleteGsi(Common common, String index) implements MigrationStep {
        @Override
        public String kind() {
            return "delete-gsi";
        }

        @Override
        public String summary() {
            return "delete GSI " + index;
        }
    }

    /** Adds a vector index as the TO model designs {@code design}. */
    record CreateVectorIndex(Common common, String index, String design, String attribute, int dimensions,
            String distance) implements MigrationStep {
        @Override
        public String kind() {
            return "create-vector-index";
        }

        @Override
        public String summary() {
            return "create vector index " + index + " (" + attribute + ", " + dimensions + " dimensions, " + distance
                    + ")" + (index.equals(design) ? "" : " as the new design's " + design);
        }
    }

    record DeleteVectorIndex(Common common, String index) implements MigrationStep {
        @Override
        public String kind() {
            return "delete-vector-index";
        }

        @Override
        public String summary() {
            return "delete vector index " + index;
        }
    }

    /**
     * Rewrites an entity's items with new derived values of non-key attributes: UpdateItem SET of only
     * those attributes, conditioned on the item still holding what was read.
     */
    record Backfill(Common common, String entity, List<TemplateChange> templates) implements MigrationStep {
        public Backfill {
            templates = List.copyOf(templates);
        }

        public List<String> attributes() {
            return templates.stream().map(TemplateChange::attribute).toList();
        }

        @Override
        public String kind() {
            return "backfill";
        }

        @Override
        public String summary() {
            return "backfill " + entity + "'s items: " + String.join("; ",
                    templates.stream().map(TemplateChange::describe).toList());
        }
    }

    /**
     * Moves an entity's items to the keys their changed templates derive: each item is put under its new
     * primary key (if none is there) and the old one deleted (if it still holds what was read).
     */
    record Rekey(Common common, String entity, List<TemplateChange> templates) implements MigrationStep {
        public Rekey {
            templates = List.copyOf(templates);
        }

        @Override
        public String kind() {
            return "rekey";
        }

        @Override
        public String summary() {
            return "move " + entity + "'s items to their new keys: " + String.join("; ",
                    templates.stream().map(TemplateChange::describe).toList());
        }
    }

    /** The application's reads of these patterns go to another index (nothing changes in DynamoDB). */
    record MovePatterns(Common common, String fromIndex, String toIndex, List<String> patterns)
            implements MigrationStep {
        public MovePatterns {
            patterns = List.copyOf(patterns);
        }

        @Override
        public String kind() {
            return "move-patterns";
        }

        @Override
        public String summary() {
            return "point " + String.join(", ", patterns) + " at " + toIndex + " instead of " + fromIndex;
        }
    }

    /**
     * One setting changed in place (UpdateTable, UpdateTimeToLive, UpdateContinuousBackups, tags…).
     *
     * @param setting where, as the diff names it ({@code settings/timeToLive}, {@code indexes/GSI-1/settings/readUnits})
     */
    record ChangeSetting(Common common, String setting, String before, String after) implements MigrationStep {
        @Override
        public String kind() {
            return "change-setting";
        }

        @Override
        public String summary() {
            return "set " + setting + " to " + after + " (was " + before + ")";
        }
    }
}
