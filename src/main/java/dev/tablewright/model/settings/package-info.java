/**
 * A table's settings beyond its keys and indexes, as DynamoDB has them: capacity and throughput,
 * table class, time to live, streams, point-in-time recovery, deletion protection, encryption,
 * contributor insights, tags, the resource-based policy and global-table replicas. Pure records with
 * no dependency on the rest of the model; their limits are checked by {@code rules}, not here, so a
 * file with a bad value still opens and says what is wrong.
 */
package dev.tablewright.model.settings;
