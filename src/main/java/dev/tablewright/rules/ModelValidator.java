package dev.tablewright.rules;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.ArrayList;
import java.util.List;

/**
 * Checks a model against DynamoDB's limits and for likely design mistakes. ERROR means DynamoDB
 * (or the file format) would reject it, WARNING that it is legal but probably wrong, INFO advice.
 * Each problem carries a {@link dev.tablewright.model.ModelPath} to the element it is about.
 */
public final class ModelValidator {
    /** One topic's rules for one table. */
    private interface TableRule {
        void check(TableDesign table, List<Problem> out);
    }

    /** The topics, in the order their problems are listed for each table. */
    private static final List<TableRule> TABLE_RULES = List.of(
            NamingRules::check,
            KeySchemaRules::check,
            IndexRules::check,
            VectorIndexRules::check,
            EntityRules::check,
            TemplateRules::check,
            ItemKeyRules::check,
            ItemValueRules::check,
            VectorItemRules::check,
            EntityItemRules::check,
            AccessPatternRules::check,
            RelationshipRules::check,
            KeptEntityRules::check,
            CapacityModeRules::check,
            ThroughputRules::check,
            DataProtectionRules::check,
            TimeToLiveRules::check,
            TagRules::check,
            ResourcePolicyRules::check,
            ReplicationRules::check);

    /**
     * Design lint: legal designs that break a best practice (hot partitions, capped item collections,
     * indexes nothing fills or a pattern misses, GSI reads expected to be consistent, items near the limit),
     * and advice on the table's settings (a production-looking table unprotected, TTL values that are
     * not epoch seconds, a sparse GSI that TTL empties, a stream no pattern feeds, sample items a vector
     * index leaves out).
     */
    private static final List<TableRule> LINT_RULES = List.of(
            HotPartitionRules::check,
            LsiCollectionRules::check,
            IndexUseRules::check,
            ReadAfterWriteRules::check,
            LargeItemRules::check,
            ProductionSafetyRules::check,
            TtlValueRules::check,
            TtlIndexRules::check,
            StreamUseRules::check,
            VectorItemRules::unindexed);

    private ModelValidator() {
    }

    /**
     * Every problem of the model, in a deterministic order: model-wide ones, then per table (in
     * table order) by topic as {@link #TABLE_RULES} lists them then the design lint, each topic in
     * declaration order.
     */
    public static List<Problem> validate(DataModel model) {
        List<Problem> out = new ArrayList<>();
        NamingRules.checkModel(model, out);
        SavedOperationRules.check(model, out);
        ExpressionNameRules.check(model, out);
        for (TableDesign table : model.tables()) {
            TABLE_RULES.forEach(rule -> rule.check(table, out));
            LINT_RULES.forEach(rule -> rule.check(table, out));
        }
        return List.copyOf(out);
    }

    /**
     * What DynamoDB would refuse in changing {@code before} into {@code after}, the same table as it
     * was and as it would be (warm throughput lowered, a global table's consistency mode changed):
     * problems no single model shows. For whoever holds both, a live table (commit's {@code --add})
     * or a previous model (diff); {@link #validate} checks each model on its own.
     */
    public static List<Problem> validateChange(TableDesign before, TableDesign after) {
        List<Problem> out = new ArrayList<>();
        SettingsChangeRules.check(before, after, out);
        return List.copyOf(out);
    }

    /** The design lint's problems alone, per table in table order: a part of what {@link #validate} reports. */
    public static List<Problem> lint(DataModel model) {
        List<Problem> out = new ArrayList<>();
        for (TableDesign table : model.tables()) {
            LINT_RULES.forEach(rule -> rule.check(table, out));
        }
        return List.copyOf(out);
    }
}
