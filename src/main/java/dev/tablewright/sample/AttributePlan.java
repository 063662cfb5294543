package dev.tablewright.sample;

import dev.tablewright.model.AttributeType;

/**
 * One attribute of an entity's generated items.
 *
 * @param element         for sets, lists and maps: how to make one element
 * @param idRole          whether the attribute is an id, and whether each item gets its own
 * @param sometimesAbsent an optional attribute that only a secondary index's key reads: left out of
 *                        most items so that the index stays sparse, as designed
 */
record AttributePlan(String name, AttributeType type, ValueRecipe recipe, ValueRecipe element, IdRole idRole,
        boolean sometimesAbsent) {

    enum IdRole {
        /** Not an id (or a collection of them). */
        NONE,
        /** The entity's own id: every item gets a new, unique one. */
        OWN,
        /** An id items share (the customer of an order): reused from existing values, sometimes new. */
        SHARED
    }
}
