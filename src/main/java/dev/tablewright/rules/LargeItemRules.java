package dev.tablewright.rules;

import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;

import java.util.List;

/**
 * Sample items near DynamoDB's 400 KB limit (above {@link Limits#NEAR_ITEM_BYTES}, 300 KB): one more
 * attribute or a longer list puts them over, and each read costs many read units (AWS: "Best
 * practices for storing large items and attributes": compress, split, or keep large values in S3).
 * Items over the limit are {@link ItemValueRules}' errors.
 */
final class LargeItemRules {
    private static final int READ_UNIT_BYTES = 4096;

    private LargeItemRules() {
    }

    static void check(TableDesign table, List<Problem> out) {
        for (SampleItem s : SampleItem.of(table)) {
            long size = ItemSize.of(s.item());
            if (size > Limits.NEAR_ITEM_BYTES && size <= Limits.MAX_ITEM_BYTES) {
                out.add(Problem.warning(s.path(), "the item is " + Text.number(size) + " bytes, near DynamoDB's "
                        + "400 KB item limit (warned above 300 KB): a few more values put it over, and each strongly "
                        + "consistent read of it costs " + (size + READ_UNIT_BYTES - 1) / READ_UNIT_BYTES
                        + " read units; keep large values in S3, compress them, or split the item"));
            }
        }
    }
}
