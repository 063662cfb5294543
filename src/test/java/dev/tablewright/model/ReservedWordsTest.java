package dev.tablewright.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ReservedWordsTest {

    @Test
    void loadsTheWholeListFromTheClasspath() {
        assertEquals(573, ReservedWords.all().size());
        assertEquals("ABORT", ReservedWords.all().iterator().next());
        assertTrue(ReservedWords.all().contains("ZONE"));
    }

    @Test
    void matchingIgnoresCase() {
        assertTrue(ReservedWords.isReserved("name"));
        assertTrue(ReservedWords.isReserved("Name"));
        assertTrue(ReservedWords.isReserved("STATUS"));
        assertTrue(ReservedWords.isReserved("comment"));
    }

    @Test
    void ordinaryNamesAreNotReserved() {
        assertFalse(ReservedWords.isReserved("movieId"));
        assertFalse(ReservedWords.isReserved("PK"));
        assertFalse(ReservedWords.isReserved("entityType"));
        assertFalse(ReservedWords.isReserved(""));
    }
}
