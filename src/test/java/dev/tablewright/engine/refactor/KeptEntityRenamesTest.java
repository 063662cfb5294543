package dev.tablewright.engine.refactor;

import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.PartOf;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.EntityEdits;
import dev.tablewright.model.stream.KeptFixtures;
import dev.tablewright.rules.ModelValidator;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Renames carried through kept entities: the source, the kept entity, group parts, measures, copies. */
class KeptEntityRenamesTest {
    private static final DataModel MOVIES = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
    private static final DataModel ISSUES = KeptFixtures.read(KeptFixtures.CUSTOM_FIELD_INDEX);

    private static Aggregate aggregate(DataModel m) {
        return (Aggregate) m.tables().get(0).keptEntities().get(0).keeping();
    }

    private static void noErrors(DataModel m) {
        assertTrue(ModelValidator.validate(m).stream().noneMatch(p -> p.isError()), () -> ModelValidator.validate(m)
                .toString());
    }

    @Test
    void renamingAnAttributeEverywhereRenamesWhatTheAggregateReadsAndHolds() {
        RenamePlan plan = AttributeRename.plan(MOVIES, "Movies", "minutesWatched", "watched",
                AttributeRename.REQUESTS_UNTOUCHED);
        assertTrue(plan.sites().stream().anyMatch(s -> s.place().equals("Kept entity MonthlyTotal · kept from Stream")),
                plan.sites()::toString);
        Aggregate a = aggregate(plan.renamed());
        assertEquals(new Measure("minutes", MeasureKind.SUM, "watched"), a.measures().get(1));
        noErrors(plan.renamed());

        DataModel month = AttributeRename.edit("Movies", "month", "yearMonth", AttributeRename.REQUESTS_UNTOUCHED)
                .apply(MOVIES);
        assertEquals(new GroupPart("yearMonth", "streamedAt", PartOf.MONTH), aggregate(month).groupBy().get(1));
        noErrors(month);
    }

    @Test
    void renamingAnAttributeOfTheSourceOrTheKeptEntityRenamesItInTheKeeping() {
        DataModel source = EntityEdits.changeAttribute("Movies", "Stream", "streamedAt",
                new AttributeDef("watchedAt", AttributeType.S, false)).apply(MOVIES);
        assertEquals(new GroupPart("month", "watchedAt", PartOf.MONTH), aggregate(source).groupBy().get(1));
        noErrors(source);
        DataModel kept = EntityEdits.changeAttribute("Movies", "MonthlyTotal", "streams",
                new AttributeDef("plays", AttributeType.N, false)).apply(MOVIES);
        assertEquals(new Measure("plays", MeasureKind.COUNT, ""), aggregate(kept).measures().get(0));
        assertEquals(aggregate(MOVIES).groupBy(), aggregate(kept).groupBy());

        DataModel copied = EntityEdits.changeAttribute("Issues", "Issue", "title",
                new AttributeDef("summary", AttributeType.S, false)).apply(ISSUES);
        assertEquals(new IndexItems("customFields", List.of("summary", "issueId")),
                copied.tables().get(0).keptEntities().get(0).keeping());
    }

    @Test
    void renamingTheSourceOrTheKeptEntityRenamesTheKeeping() {
        DataModel source = EntityEdits.rename("Movies", "Stream", "Play").apply(MOVIES);
        KeptEntity k = source.tables().get(0).keptEntities().get(0);
        assertEquals("Play", k.source());
        DataModel kept = EntityEdits.rename("Movies", "MonthlyTotal", "Total").apply(MOVIES);
        assertEquals("Total", kept.tables().get(0).keptEntities().get(0).entity());
        noErrors(kept);
    }

    @Test
    void deletingTheKeptEntityStopsKeepingIt() {
        TableDesign t = EntityEdits.delete("Movies", "MonthlyTotal").apply(MOVIES).tables().get(0);
        assertEquals(List.of(), t.keptEntities());
    }
}
