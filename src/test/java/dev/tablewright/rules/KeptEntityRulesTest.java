package dev.tablewright.rules;

import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.FixHint;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.PartOf;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.edit.QuickFixes;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.stream.KeptFixtures;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Each rule on kept entities, from a model it passes to the one change that breaks it. */
class KeptEntityRulesTest {
    private static final TableDesign MOVIES = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS).tables().get(0);
    private static final TableDesign ISSUES = KeptFixtures.read(KeptFixtures.CUSTOM_FIELD_INDEX).tables().get(0);
    private static final GroupPart MOVIE = new GroupPart("movieId", "movieId", PartOf.VALUE);
    private static final GroupPart MONTH = new GroupPart("month", "streamedAt", PartOf.MONTH);
    private static final Measure COUNT = new Measure("streams", MeasureKind.COUNT, "");

    private static List<Problem> check(TableDesign t) {
        List<Problem> out = new ArrayList<>();
        KeptEntityRules.check(t, out);
        return out;
    }

    private static Problem only(TableDesign t, Severity severity, String says) {
        List<Problem> problems = check(t);
        assertEquals(1, problems.size(), problems::toString);
        Problem p = problems.get(0);
        assertEquals(severity, p.severity(), p::toString);
        assertTrue(p.message().contains(says), p.message());
        return p;
    }

    private static TableDesign totals(List<GroupPart> parts, List<Measure> measures) {
        return keptAs(MOVIES, new KeptEntity("MonthlyTotal", "Stream", new Aggregate(parts, measures)));
    }

    /** A model whose kept items are what the stream keeps, so that only the rule under test speaks. */
    private static TableDesign keptAs(TableDesign t, KeptEntity k) {
        TableDesign with = t.withKeptEntities(List.of(k));
        return with.withEntity(k.entity(), e -> e.withItems(
                dev.tablewright.model.stream.KeptItems.compute(with, k).items()));
    }

    @Test
    void theTestModelsPass() {
        assertEquals(List.of(), check(MOVIES));
        assertEquals(List.of(), check(ISSUES));
    }

    @Test
    void theStreamMustBeOnWithBothImages() {
        Problem off = only(MOVIES.withSettings(s -> s.withStream(Optional.empty())), Severity.ERROR,
                "the table's stream is off");
        assertEquals("Movies", off.path());
        assertTrue(off.message().contains("NEW_AND_OLD_IMAGES"), off.message());
        only(MOVIES.withSettings(s -> s.withStream(Optional.of(StreamView.NEW_IMAGE))), Severity.ERROR,
                "its stream view is NEW_IMAGE");
    }

    @Test
    void theSourceMustBeAnotherEntityOfTheTable() {
        only(keptAs(MOVIES, new KeptEntity("MonthlyTotal", "Play", MOVIES.keptEntities().get(0).keeping())),
                Severity.ERROR, "kept from unknown entity 'Play'");
        only(MOVIES.withKeptEntities(List.of(new KeptEntity("MonthlyTotal", "MonthlyTotal",
                MOVIES.keptEntities().get(0).keeping()))), Severity.ERROR, "kept from its own writes");
        only(MOVIES.withKeptEntities(List.of(new KeptEntity("Total", "Stream", MOVIES.keptEntities().get(0)
                .keeping()))), Severity.ERROR, "the stream keeps unknown entity 'Total'");
    }

    @Test
    void keptEntitiesMayNotKeepEachOther() {
        KeptEntity back = new KeptEntity("Stream", "MonthlyTotal", new IndexItems("", List.of()));
        TableDesign loop = MOVIES.withKeptEntities(List.of(MOVIES.keptEntities().get(0), back));
        List<Problem> problems = check(loop).stream().filter(p -> p.message().contains("loop")).toList();
        assertEquals(2, problems.size(), check(loop)::toString);
        assertTrue(problems.get(0).message().contains("MonthlyTotal ← Stream ← MonthlyTotal"), problems.get(0).message());
    }

    @Test
    void anEntityIsKeptOnce() {
        KeptEntity k = MOVIES.keptEntities().get(0);
        only(MOVIES.withKeptEntities(List.of(k, k)), Severity.ERROR, "more than once");
    }

    @Test
    void groupPartsAreSourceAttributesOrPartsOfItsKeyTemplates() {
        Problem p = only(totals(List.of(MOVIE, new GroupPart("month", "watchedAt", PartOf.MONTH)), List.of(COUNT)),
                Severity.ERROR, "takes 'watchedAt', which is neither an attribute of 'Stream'");
        assertEquals("Movies/entities/MonthlyTotal", p.path());
        // userId is a part of Stream's sort key template only: still a group part.
        TableDesign t = MOVIES.withEntity("Stream", e -> e.withAttributes(e.attributes().stream()
                .filter(a -> !a.name().equals("userId")).toList()));
        t = t.withEntity("MonthlyTotal", e -> e.withKeyTemplate("sk", KeyTemplate.parse("TOTAL#${month}#${user}")));
        assertEquals(List.of(), check(keptAs(t, new KeptEntity("MonthlyTotal", "Stream", new Aggregate(
                List.of(MOVIE, MONTH, new GroupPart("user", "userId", PartOf.VALUE)), List.of(COUNT))))));
    }

    @Test
    void anAggregatesPrimaryKeyIsItsGroupAndNoMeasure() {
        only(totals(List.of(MOVIE, MONTH, new GroupPart("device", "device", PartOf.VALUE)), List.of(COUNT)),
                Severity.ERROR, "does not use the group part device: two groups would write one kept item");
        TableDesign byCount = MOVIES.withEntity("MonthlyTotal",
                e -> e.withKeyTemplate("sk", KeyTemplate.parse("TOTAL#${month}#${streams}")));
        only(byCount, Severity.ERROR, "uses the measure streams: a kept item would move as it changes");
    }

    @Test
    void withoutACountAnEmptiedGroupStays() {
        only(totals(List.of(MOVIE, MONTH), List.of(new Measure("minutes", MeasureKind.SUM, "minutesWatched"))),
                Severity.WARNING, "has no COUNT");
    }

    @Test
    void aDatePartIsTakenFromAString() {
        only(totals(List.of(MOVIE, new GroupPart("month", "minutesWatched", PartOf.MONTH)), List.of(COUNT)),
                Severity.ERROR, "a date part is taken from an ISO-8601 string");
    }

    @Test
    void aSumMinOrMaxOverANonNumberIsAnError() {
        for (MeasureKind kind : List.of(MeasureKind.SUM, MeasureKind.MIN, MeasureKind.MAX)) {
            only(totals(List.of(MOVIE, MONTH), List.of(COUNT, new Measure("total", kind, "device"))), Severity.ERROR,
                    "is the " + kind + " of 'device', which is a S: " + kind + " is over a number");
        }
        assertEquals(List.of(), check(totals(List.of(MOVIE, MONTH), List.of(COUNT, new Measure("total",
                MeasureKind.LATEST, "device")))), "the latest value may be anything");
        only(totals(List.of(MOVIE, MONTH), List.of(COUNT, new Measure("total", MeasureKind.SUM, "rating"))),
                Severity.ERROR, "'rating', which is not an attribute of 'Stream'");
    }

    @Test
    void anAggregateHoldsEachNameOnce() {
        only(totals(List.of(MOVIE, MONTH), List.of(new Measure("month", MeasureKind.COUNT, ""))), Severity.ERROR,
                "holds 'month' twice");
        assertTrue(check(totals(List.of(), List.of(COUNT))).get(0).message().contains("groups by nothing"));
    }

    @Test
    void anAggregatesTemplatesUseOnlyItsPartsAndMeasures() {
        TableDesign t = MOVIES.withEntity("MonthlyTotal", e -> e.withKeyTemplate("sk",
                KeyTemplate.parse("TOTAL#${month}#${device}")));
        Problem p = only(keptAs(t, t.keptEntities().get(0)), Severity.ERROR, "uses ${device}, which the stream "
                + "does not know");
        assertEquals("Movies/entities/MonthlyTotal/keys/sk", p.path());
    }

    @Test
    void anEntryTypeNeedsAMap() {
        List<Problem> problems = check(keptAs(ISSUES, new KeptEntity("FieldIndex", "Issue", new IndexItems("",
                Optional.of(dev.tablewright.model.AttributeType.S), List.of()))));
        assertTrue(problems.get(0).message().contains("takes entries of type S but names no map"), problems::toString);
    }

    @Test
    void indexItemsTakeEntriesFromAMapAndCopySourceAttributes() {
        only(keptAs(ISSUES, new KeptEntity("FieldIndex", "Issue", new IndexItems("title", List.of("issueId")))),
                Severity.ERROR, "kept per entry of 'title', a S: entries are a map's");
        only(keptAs(ISSUES, new KeptEntity("FieldIndex", "Issue", new IndexItems("fields", List.of("issueId")))),
                Severity.ERROR, "per entry of 'fields', which is not an attribute");
        only(keptAs(ISSUES, new KeptEntity("FieldIndex", "Issue", new IndexItems("customFields", List.of("owner")))),
                Severity.ERROR, "copies 'owner', which is not an attribute of 'Issue'");
    }

    @Test
    void indexItemsTemplatesUseSourceAttributesAndTheEntry() {
        TableDesign t = ISSUES.withEntity("FieldIndex", e -> e.withKeyTemplate("sk",
                KeyTemplate.parse("${value}#ISS#${issueId}#${owner}")));
        only(keptAs(t, t.keptEntities().get(0)), Severity.ERROR, "uses ${owner}");
        TableDesign whole = t.withEntity("FieldIndex", e -> e.withKeyTemplate("pk", KeyTemplate.parse(
                "PRJ#${projectId}")).withKeyTemplate("sk", KeyTemplate.parse("ISS#${issueId}#${key}")));
        List<Problem> problems = check(keptAs(whole, new KeptEntity("FieldIndex", "Issue",
                new IndexItems("", List.of()))));
        assertTrue(problems.stream().anyMatch(p -> p.message().contains("uses ${key}")), problems::toString);
    }

    @Test
    void anIndexItemsPrimaryKeyIsUniquePerSourceItemAndEntry() {
        TableDesign noIssue = ISSUES.withEntity("FieldIndex", e -> e.withKeyTemplate("sk",
                KeyTemplate.parse("${value}")));
        only(keptAs(noIssue, noIssue.keptEntities().get(0)), Severity.ERROR, "primary key of 'FieldIndex' does not use issueId");
        TableDesign noKey = ISSUES.withEntity("FieldIndex", e -> e.withKeyTemplate("pk",
                KeyTemplate.parse("PRJ#${projectId}#FLD")));
        only(keptAs(noKey, noKey.keptEntities().get(0)), Severity.ERROR, "does not use key");
    }

    @Test
    void itemsThatDifferFromWhatTheStreamKeepsAreAWarningWithTheRecomputeFix() {
        TableDesign edited = MOVIES.withEntity("MonthlyTotal", e -> e.withItems(List.of(e.items().get(0)
                .with("streams", AttributeValue.N.parse("4")), e.items().get(1), e.items().get(2))));
        Problem p = only(edited, Severity.WARNING, "the 3 sample items of 'MonthlyTotal' differ from the 3 items");
        assertEquals(new FixHint.RecomputeKeptItems("Movies", "MonthlyTotal"), p.fixHint().orElseThrow());
        var model = dev.tablewright.model.DataModel.of("m", List.of(edited));
        TableDesign fixed = QuickFixes.edit(p.fixHint().get()).apply(model).tables().get(0);
        assertEquals(List.of(), check(fixed));
        assertEquals(MOVIES.entity("MonthlyTotal"), fixed.entity("MonthlyTotal"));
    }

    @Test
    void theValidatorRunsTheseRules() {
        var problems = ModelValidator.validate(dev.tablewright.model.DataModel.of("m", List.of(
                MOVIES.withSettings(s -> s.withStream(Optional.empty())))));
        assertTrue(problems.stream().anyMatch(p -> p.message().contains("the table's stream is off")),
                problems::toString);
        assertTrue(ModelValidator.validate(dev.tablewright.model.DataModel.of("m", List.of(MOVIES, ISSUES)))
                .stream().noneMatch(Problem::isError), "the test models have no errors");
    }

}
