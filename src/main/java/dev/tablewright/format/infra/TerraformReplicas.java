package dev.tablewright.format.infra;

import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.Consistency;
import dev.tablewright.model.settings.EncryptionType;
import dev.tablewright.model.settings.Recovery;
import dev.tablewright.model.settings.Replica;
import dev.tablewright.model.settings.ReplicaIndex;
import dev.tablewright.model.settings.TableSettings;
import java.util.List;

/**
 * The {@code replica} blocks of a global table: one per region but the table's own (see
 * {@link TerraformHomeRegion}), with what the block can say of a replica — its KMS key,
 * point-in-time recovery, deletion protection, the table's tags (when it has none of its own) and the
 * consistency mode. What a
 * replica overrides that the block has no argument for is a {@code #} comment and a warning; its
 * tags, contributor insights, policy and read auto scaling are resources of their own
 * ({@link TerraformCompanions}).
 */
final class TerraformReplicas {
    private TerraformReplicas() {
    }

    /** Every region of the table but its own. */
    static List<Replica> others(TableSettings base) {
        List<Replica> all = base.replication().replicas();
        return all.isEmpty() ? List.of() : all.subList(1, all.size());
    }

    static void blocks(Hcl hcl, TableDesign table, TableSettings base, List<String> warnings) {
        if (!base.replication().isGlobal()) {
            return;
        }
        String home = base.replication().replicas().get(0).region();
        hcl.blankLine().comment("a global table in " + String.join(", ", base.replication().regions())
                + ": this resource is the table in " + home + ", the model's first region, so the aws provider"
                + " must be configured for " + home + "; each other region is a replica block");
        for (Replica r : others(base)) {
            hcl.blankLine().open("replica").string("region_name", r.region());
            if (base.replication().consistency() == Consistency.STRONG) {
                hcl.string("consistency_mode", Consistency.STRONG.name());
            }
            r.kmsKey().ifPresent(k -> hcl.string("kms_key_arn", k));
            if (r.pointInTimeRecovery().orElse(base.recovery().enabled())) {
                hcl.bool("point_in_time_recovery", true);
            }
            boolean protection = r.deletionProtection().orElse(base.deletionProtection());
            if (protection || r.deletionProtection().isPresent()) {
                hcl.bool("deletion_protection_enabled", protection);
            }
            // a replica with tags of its own gets all its tags as aws_dynamodb_tag resources instead:
            // propagation would set the table's over them at the next change of the table's tags
            if (!base.tags().isEmpty() && r.tags().isEmpty()) {
                hcl.bool("propagate_tags", true);
            }
            unsaid(hcl, table, base, r, warnings);
            hcl.close();
        }
    }

    /** What the replica overrides that a replica block has no argument for. */
    private static void unsaid(Hcl hcl, TableDesign table, TableSettings base, Replica r, List<String> warnings) {
        String where = "table " + table.name() + ", replica " + r.region();
        r.tableClass().filter(c -> c != table.settings().tableClass()).ifPresent(c -> note(hcl, warnings, where,
                "table class " + c.label() + " not written: a replica block has no table class (the"
                        + " table_class_override of aws_dynamodb_table_replica cannot be mixed with replica blocks), so"
                        + " the replica takes the table's"));
        r.readUnits().ifPresent(u -> note(hcl, warnings, where, "read capacity " + u
                + " not written: a replica block has no capacity, so the replica takes the table's"));
        r.maxReadRequestUnits().ifPresent(u -> note(hcl, warnings, where, "on-demand maximum of " + u
                + " read request units not written: a replica block has no on-demand maximum"));
        for (ReplicaIndex i : r.indexes()) {
            i.readUnits().ifPresent(u -> note(hcl, warnings, where, "index " + i.indexName() + ": read capacity " + u
                    + " not written: a replica block has no index capacity"));
            i.maxReadRequestUnits().ifPresent(u -> note(hcl, warnings, where, "index " + i.indexName()
                    + ": on-demand maximum of " + u + " read request units not written: a replica block has no"
                    + " index on-demand maximum"));
        }
        if (r.pointInTimeRecovery().orElse(base.recovery().enabled())
                && base.recovery().periodDays() != Recovery.DEFAULT_PERIOD_DAYS) {
            note(hcl, warnings, where, "point-in-time recovery period of " + base.recovery().periodDays()
                    + " days not written: a replica block has no period, so the replica keeps DynamoDB's "
                    + Recovery.DEFAULT_PERIOD_DAYS);
        }
        if (base.encryption().type() == EncryptionType.CUSTOMER_MANAGED && r.kmsKey().isEmpty()) {
            note(hcl, warnings, where, "no KMS key of its own: a customer managed key belongs to one region, so"
                    + " DynamoDB needs a key in " + r.region() + " for this replica");
        }
    }

    private static void note(Hcl hcl, List<String> warnings, String where, String text) {
        hcl.comment(text);
        warnings.add(where + ": " + text);
    }
}
