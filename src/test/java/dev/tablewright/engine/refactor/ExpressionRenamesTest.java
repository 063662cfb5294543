package dev.tablewright.engine.refactor;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class ExpressionRenamesTest {
    @Test
    void aKeyConditionRenamesNamesAndReferencesButNotLiteralOperands() {
        assertEquals("PK = mov#${movie_id} AND begins_with(sk, movieId#)",
                ExpressionRenames.keyCondition("PK = mov#${movieId} AND begins_with(sk, movieId#)", "movieId", "movie_id"));
        assertEquals("movie_id = ${movie_id:N}",
                ExpressionRenames.keyCondition("movieId = ${movieId:N}", "movieId", "movie_id"));
    }

    @Test
    void anExpressionRenamesHashNamesBareNamesAndReferencesButNotValuesOrNestedFields() {
        assertEquals("#year > ${year} AND attribute_exists(year) AND info.yr = :yr AND #yearly = :y",
                ExpressionRenames.expression("#yr > ${yr} AND attribute_exists(yr) AND info.yr = :yr AND #yearly = :y",
                        "yr", "year"));
    }

    @Test
    void aProjectionListRenamesItsNames() {
        assertEquals("raceId, class_id, finalOutput",
                ExpressionRenames.expression("raceId, classId, finalOutput", "classId", "class_id"));
    }
}
