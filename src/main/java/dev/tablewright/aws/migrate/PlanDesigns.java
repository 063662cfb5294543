package dev.tablewright.aws.migrate;

import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.MigrationStep;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import java.util.Optional;

/**
 * The designs a step works from: TO's table for a live table (the one of its name, else TO's only table,
 * as the plan pairs them), FROM's, and TO's design of a table the plan creates under another name
 * ({@code NAME-v2}).
 */
final class PlanDesigns {
    private final MigrationPlan plan;
    private final Optional<DataModel> from;
    private final DataModel to;

    PlanDesigns(MigrationPlan plan, Optional<DataModel> from, DataModel to) {
        this.plan = plan;
        this.from = from;
        this.to = to;
    }

    /** TO's design of a live table, under the live name. */
    Optional<TableDesign> to(String table) {
        Optional<String> created = plan.steps().stream().filter(s -> s instanceof MigrationStep.CreateTable c
                && c.newTable().equals(table)).map(s -> ((MigrationStep.CreateTable) s).design()).findFirst();
        return created.flatMap(to::table).or(() -> to.table(table))
                .or(() -> to.tables().size() == 1 ? Optional.of(to.tables().get(0)) : Optional.empty())
                .map(t -> t.withName(table));
    }

    Optional<TableDesign> from(String table) {
        return from.flatMap(m -> m.table(table).or(() -> m.tables().size() == 1 ? Optional.of(m.tables().get(0))
                : Optional.empty()));
    }

    /** The design whose entities tell which entity a stored item of the live table is: FROM's, else TO's. */
    Optional<TableDesign> claiming(String table) {
        return from(table).or(() -> to(table));
    }

    /** The attribute's declared type: FROM's table first, then TO's (as the dry run types values). */
    Optional<AttributeType> type(String table, String attribute) {
        return from(table).flatMap(t -> t.attributeType(attribute)).or(() -> to(table).flatMap(t -> t.attributeType(attribute)));
    }
}
