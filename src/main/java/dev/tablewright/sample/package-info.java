/**
 * Generated sample data: for chosen entities of a table, N new items whose values follow the
 * attributes' names and types (realistic names, emails, dates, amounts, ids from Datafaker and a
 * seeded random), whose ids follow the table's relationships (and, where none is drawn, the key-template
 * parameters another entity's primary key is made of), whose dates lie in the range asked for, and whose
 * primary keys are unique and within DynamoDB's limits, and whose vector-index attributes hold seeded unit
 * vectors, near each other for related items ({@code SampleVectors}). Reproducible
 * from a seed and a range. Pure
 * Java, the model and Datafaker: no JavaFX, no Jackson, no AWS SDK.
 * Start at {@link dev.tablewright.sample.SampleGenerator}.
 */
package dev.tablewright.sample;
