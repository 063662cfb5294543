package dev.tablewright.aws.migrate;

import dev.tablewright.engine.migrate.ApplyJournal;
import dev.tablewright.engine.migrate.MigrationPlan;
import dev.tablewright.engine.migrate.Source;
import dev.tablewright.model.DataModel;
import java.util.Optional;

/**
 * A plan to apply, with what it needs. The plan file's own type ({@code format.migrate.PlanFile}) is the
 * format layer's, which aws may not read (LayerRulesTest): a caller passes its parts,
 * {@code planFile.plan(), planFile.from(), planFile.to()}, and the journal's store,
 * {@code JournalJson.store(MigrationApply.journalFor(planPath))}, which writes the format's JSON.
 *
 * @param fromSide what the plan was made from, as the plan file names it
 * @param toSide   what the plan was made to
 * @param from     the FROM model (entities and templates) when FROM is a file; empty for a live FROM,
 *                 whose items are then classified by the TO model's entities
 * @param to       the TO model: the indexes, tables and settings the steps create
 */
public record ApplyRequest(MigrationPlan plan, Source fromSide, Source toSide, Optional<DataModel> from, DataModel to,
        ApplyJournal.Store journal, ApplyOptions options) {
    public ApplyRequest {
        if (plan == null || fromSide == null || toSide == null || to == null || journal == null || options == null) {
            throw new NullPointerException("apply request plan, sides, TO model, journal and options");
        }
        from = from == null ? Optional.empty() : from;
    }
}
