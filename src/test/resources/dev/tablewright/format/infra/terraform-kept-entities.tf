# DynamoDB tables of the model Kept entities, exported by Tablewright
variable "table_name_prefix" {
  type        = string
  default     = ""
  description = "Put before every table name, e.g. \"dev-\""
}

resource "aws_dynamodb_table" "Movies" {
  name             = "${var.table_name_prefix}Movies"
  billing_mode     = "PAY_PER_REQUEST"
  hash_key         = "pk"
  range_key        = "sk"
  stream_enabled   = true
  stream_view_type = "NEW_AND_OLD_IMAGES"

  attribute {
    name = "pk"
    type = "S"
  }

  attribute {
    name = "sk"
    type = "S"
  }
}

variable "Movies_monthly_total_handler_function" {
  type        = string
  description = "Name or ARN of the Lambda function that keeps the MonthlyTotal items of Movies from its Stream items (the stream handler Tablewright's code export writes)"
}

resource "aws_lambda_event_source_mapping" "Movies_monthly_total_stream_mapping" {
  event_source_arn               = aws_dynamodb_table.Movies.stream_arn
  function_name                  = var.Movies_monthly_total_handler_function
  starting_position              = "TRIM_HORIZON"
  bisect_batch_on_function_error = true
  maximum_retry_attempts         = 10
  function_response_types        = ["ReportBatchItemFailures"]
  filter_criteria {
    filter {
      pattern = "{\"dynamodb\":{\"NewImage\":{\"entityType\":{\"S\":[\"stream\"]}}}}"
    }
    filter {
      pattern = "{\"dynamodb\":{\"OldImage\":{\"entityType\":{\"S\":[\"stream\"]}}}}"
    }
  }
}

resource "aws_dynamodb_table" "Issues" {
  name             = "${var.table_name_prefix}Issues"
  billing_mode     = "PAY_PER_REQUEST"
  hash_key         = "pk"
  range_key        = "sk"
  stream_enabled   = true
  stream_view_type = "NEW_AND_OLD_IMAGES"

  attribute {
    name = "pk"
    type = "S"
  }

  attribute {
    name = "sk"
    type = "S"
  }
}

variable "Issues_field_index_handler_function" {
  type        = string
  description = "Name or ARN of the Lambda function that keeps the FieldIndex items of Issues from its Issue items (the stream handler Tablewright's code export writes)"
}

resource "aws_lambda_event_source_mapping" "Issues_field_index_stream_mapping" {
  event_source_arn               = aws_dynamodb_table.Issues.stream_arn
  function_name                  = var.Issues_field_index_handler_function
  starting_position              = "TRIM_HORIZON"
  bisect_batch_on_function_error = true
  maximum_retry_attempts         = 10
  function_response_types        = ["ReportBatchItemFailures"]
  filter_criteria {
    filter {
      pattern = "{\"dynamodb\":{\"NewImage\":{\"entityType\":{\"S\":[\"issue\"]}}}}"
    }
    filter {
      pattern = "{\"dynamodb\":{\"OldImage\":{\"entityType\":{\"S\":[\"issue\"]}}}}"
    }
  }
}
