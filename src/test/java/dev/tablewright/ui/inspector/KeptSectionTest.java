package dev.tablewright.ui.inspector;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.Aggregate;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GroupPart;
import dev.tablewright.model.IndexItems;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeptEntity;
import dev.tablewright.model.Measure;
import dev.tablewright.model.MeasureKind;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.PartOf;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.StreamView;
import dev.tablewright.model.stream.KeptFixtures;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** "Kept by the stream" of the entity inspector without a toolkit: each pick is one edit of the model. */
class KeptSectionTest {
    private static final DataModel DECLARED = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS);
    /** MonthlyTotal an ordinary entity without items, as a designer starts. */
    private static final DataModel PLAIN = DECLARED.withTable("Movies", t -> t.withKeptEntities(List.of())
            .withEntity("MonthlyTotal", e -> e.withItems(List.of())));

    private final Document document = new Document();
    private KeptSection kept;

    @BeforeEach
    void selectMonthlyTotal() {
        document.load(PLAIN);
        InspectorViewModel inspector = new InspectorViewModel(document, new ImmediateTaskRunner());
        document.selectionProperty().set(new ModelPath.EntityPath("Movies", "MonthlyTotal"));
        kept = inspector.entity().kept();
    }

    private TableDesign movies() {
        return document.model().table("Movies").orElseThrow();
    }

    private Optional<KeptEntity> keeping() {
        return movies().keptEntity("MonthlyTotal");
    }

    private List<Item> totals() {
        return movies().entity("MonthlyTotal").orElseThrow().items();
    }

    @Test
    void offByDefaultThenOnFromTheOtherEntityAsAnEmptyAggregateInOneUndoStep() {
        assertFalse(kept.keptProperty().get());
        assertEquals(List.of("Stream"), kept.sources());
        assertEquals("", kept.streamNoticeProperty().get(), "the fixture's stream carries both images");

        assertEquals(Optional.empty(), kept.setKept(true));
        assertTrue(kept.keptProperty().get());
        assertEquals("Stream", kept.sourceProperty().get());
        assertEquals(KeptSection.Kind.AGGREGATE, kept.kindProperty().get());
        assertEquals(Optional.of(new KeptEntity("MonthlyTotal", "Stream", new Aggregate(List.of(), List.of()))), keeping());
        assertEquals(List.of("movieId", "streamedAt", "userId", "minutesWatched", "device"), kept.sourceAttributes());
        assertEquals("Keep MonthlyTotal by the stream from Stream", document.history().undoTextProperty().get()
                .replaceFirst("^Undo ", ""));

        document.undo();
        assertFalse(kept.keptProperty().get());
        assertEquals(Optional.empty(), keeping());
    }

    @Test
    void theRulesSayWhatIsWrongWithTheKeepingOnly() {
        assertEquals(List.of(), kept.problems(), "not kept: nothing to say");
        kept.setKept(true);
        assertTrue(kept.problems().stream().anyMatch(p -> p.startsWith("error: the aggregate 'MonthlyTotal' groups by nothing")),
                kept.problems()::toString);
        Aggregate declared = (Aggregate) DECLARED.table("Movies").orElseThrow().keptEntity("MonthlyTotal")
                .orElseThrow().keeping();
        kept.addGroupPart();
        kept.addGroupPart();
        kept.changeGroupPart(1, declared.groupBy().get(1));
        kept.addMeasure();
        assertEquals(List.of(), kept.problems(), "grouped as its templates say, with a count");
        kept.changeMeasure(0, new Measure("count", MeasureKind.SUM, "device"));
        assertEquals(List.of("error: measure 'count' is the SUM of 'device', which is a S: SUM is over a number (N)",
                "warning: the aggregate 'MonthlyTotal' has no COUNT: without one the stream cannot tell when a group's "
                        + "last item goes, and its kept item stays"), kept.problems(), "errors first");
    }

    @Test
    void groupPartsAndACountMeasureComputeTheTotals() {
        kept.setKept(true);
        kept.addGroupPart();
        assertEquals(List.of(new GroupPart("movieId", "movieId", PartOf.VALUE)), kept.groupParts());
        kept.addGroupPart();
        kept.changeGroupPart(1, new GroupPart("month", "streamedAt", PartOf.MONTH));
        kept.addMeasure();
        assertEquals(List.of(new Measure("count", MeasureKind.COUNT, "")), kept.measures());
        kept.changeMeasure(0, new Measure("streams", MeasureKind.COUNT, ""));
        kept.addMeasure();
        kept.changeMeasure(1, new Measure("minutes", MeasureKind.SUM, "minutesWatched"));

        Aggregate declared = (Aggregate) DECLARED.table("Movies").orElseThrow().keptEntity("MonthlyTotal")
                .orElseThrow().keeping();
        assertEquals(declared.groupBy(), ((Aggregate) keeping().orElseThrow().keeping()).groupBy());
        assertEquals(3, totals().size(), "m1 and m2 in May, m1 in June");
        assertTrue(totals().stream().allMatch(i -> i.get("streams").isPresent() && i.get("minutes").isPresent()));

        kept.removeGroupPart(1);
        assertEquals(List.of(new GroupPart("movieId", "movieId", PartOf.VALUE)), kept.groupParts());
        assertEquals(List.of(), totals(), "TOTAL#${month} names a part no longer there: no total can be keyed");
        kept.removeMeasure(0);
        assertEquals(List.of(new Measure("minutes", MeasureKind.SUM, "minutesWatched")), kept.measures());
        document.undo();
        assertEquals(2, kept.measures().size(), "one undo step per pick");
    }

    @Test
    void aPickEqualToWhatIsShownEditsNothing() {
        kept.setKept(true);
        kept.addMeasure();
        String top = document.history().undoTextProperty().get();
        assertEquals(Optional.empty(), kept.changeMeasure(0, kept.measures().get(0)));
        assertEquals(Optional.empty(), kept.chooseSource("Stream"));
        assertEquals(Optional.empty(), kept.chooseKind(KeptSection.Kind.AGGREGATE));
        assertEquals(Optional.empty(), kept.setKept(true));
        assertEquals(top, document.history().undoTextProperty().get());
        document.undo();
        document.undo();
        assertFalse(document.history().canUndo(), "two edits in all");
    }

    @Test
    void indexItemsTakeEachEntryTypeAndCopiedAttributes() {
        document.load(KeptFixtures.read(KeptFixtures.CUSTOM_FIELD_INDEX).withTable("Issues",
                t -> t.withKeptEntities(List.of()).withEntity("FieldIndex", e -> e.withItems(List.of()))));
        document.selectionProperty().set(new ModelPath.EntityPath("Issues", "FieldIndex"));
        kept.setKept(true);
        kept.chooseKind(KeptSection.Kind.INDEX_ITEMS);
        assertEquals(List.of("customFields"), kept.mapAttributes());
        kept.setEach("customFields");
        kept.setEntryType(Optional.of(AttributeType.S));
        kept.setCopied("title", true);
        kept.setCopied("issueId", true);
        kept.setCopied("projectId", true);
        kept.setCopied("projectId", false);

        TableDesign issues = document.model().table("Issues").orElseThrow();
        assertEquals(new IndexItems("customFields", Optional.of(AttributeType.S), List.of("title", "issueId")),
                issues.keptEntity("FieldIndex").orElseThrow().keeping());
        assertEquals(Optional.of(AttributeType.S), kept.entryTypeProperty().get());
        assertEquals(List.of("title", "issueId"), kept.copied());
        assertEquals(2, issues.entity("FieldIndex").orElseThrow().items().size(), "the two severity entries");

        kept.setKept(false);
        assertFalse(document.model().table("Issues").orElseThrow().keptEntity("FieldIndex").isPresent());
        assertEquals(2, document.model().table("Issues").orElseThrow().entity("FieldIndex").orElseThrow().items().size(),
                "the items stay as ordinary items");
    }

    @Test
    void aStreamWithoutBothImagesIsNoticedAndFixedInOneStep() {
        document.load(PLAIN.withTable("Movies", t -> t.withSettings(s -> s.withStream(Optional.empty()))));
        assertEquals("The table's stream is off: nothing keeps these items on DynamoDB.", kept.streamNoticeProperty().get());
        document.load(PLAIN.withTable("Movies", t -> t.withSettings(s -> s.withStream(Optional.of(StreamView.KEYS_ONLY)))));
        assertEquals("The table's stream carries KEYS_ONLY: a kept entity needs new and old images (a total "
                + "subtracts what an item was).", kept.streamNoticeProperty().get());

        assertEquals(Optional.empty(), kept.turnStreamOn());
        assertEquals(Optional.of(StreamView.NEW_AND_OLD_IMAGES), movies().settings().stream());
        assertEquals("", kept.streamNoticeProperty().get());
        document.undo();
        assertEquals(Optional.of(StreamView.KEYS_ONLY), movies().settings().stream(), "one undo step");
    }

    @Test
    void keepingFromItselfIsNotOfferedAndANewSourceIsOneEdit() {
        document.load(PLAIN.withTable("Movies", t -> t.withEntities(List.of(t.entity("Stream").orElseThrow(),
                t.entity("MonthlyTotal").orElseThrow(), t.entity("Stream").orElseThrow().withName("OldStream")))));
        assertEquals(List.of("Stream", "OldStream"), kept.sources());
        kept.setKept(true);
        kept.chooseSource("OldStream");
        assertEquals("OldStream", keeping().orElseThrow().source());
        assertEquals("OldStream", kept.sourceProperty().get());
    }
}
