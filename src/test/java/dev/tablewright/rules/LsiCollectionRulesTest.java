package dev.tablewright.rules;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Severity;

import java.util.List;

import org.junit.jupiter.api.Test;

class LsiCollectionRulesTest {
    /** Role (in its Movie's collection) gets a rating, so LSI1 indexes the cast. */
    private static DataModel castInLsi() {
        return MoviesFixture.withEntity("Role", e -> e.withKeyTemplate("rating", KeyTemplate.parse("${billing}")));
    }

    @Test
    void anLsiOverAParentsUnboundedChildrenIsCappedAt10GB() {
        Check.problem(castInLsi(), Severity.WARNING, "Movies/relationships/0",
                "each Movie's item collection (PK = 'MOVIE#${movieId}') gathers its Role items without bound, "
                        + "and LSI LSI1 indexes them: with a local secondary index an item collection may hold at most 10 GB");
    }

    @Test
    void childrenElsewhereOrNoLsiAreNotCapped() {
        // Actor → Role: a Role is in its Movie's partition, not its Actor's.
        Check.none(castInLsi(), "each Actor's item collection");
        Check.none(castInLsi().withTable(MoviesFixture.TABLE, t -> t.withLocalIndexes(List.of())), "10 GB");
        // The fixture's LSI sorts movies by rating; the cast does not carry one.
        Check.none(MoviesFixture.movies(), "10 GB");
    }
}
